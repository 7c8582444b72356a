import { createHash } from 'node:crypto';

/** A strong tag of a body's bytes: the feed's tag changes only when the feed does. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** Whether an If-None-Match header names the tag (or `*`); a weak tag compares as its strong form. */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const value = t.trim().replace(/^W\//, '');
    return value === '*' || value === tag;
  });
}
