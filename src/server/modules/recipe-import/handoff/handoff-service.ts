import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { notFound, RateLimitedError } from '../../../lib/errors.ts';
import type { createRateLimiter } from '../../users/index.ts';
import { readRecipeText } from '../text/read-text.ts';
import { createHandoffRepository } from './handoff-repository.ts';

/** How long a handed-over page waits for the admin's window. */
export const HANDOFF_TTL_SECONDS = 10 * 60;
/** Hand-overs one address may make in a minute (the limiter's window). */
export const HANDOFFS_PER_MINUTE = 30;

/**
 * The bookmarklet's fallback (docs/decisions/bring-in-bookmarklet.md): a page POSTed by a form with no
 * token is kept under a single-use random id; only an admin's app can claim it, once, within 10 minutes.
 * The draft is read from the HTML handed over, never by fetching the page.
 */
export function createHandoffService({ db, limiter }: { db: Db; limiter: ReturnType<typeof createRateLimiter> }) {
  const handoffs = createHandoffRepository(db);
  return {
    /** Counts one hand-over from `address`; a RateLimitedError (429) beyond 30 in a minute. */
    async admit(address: string): Promise<void> {
      const key = `recipe-handoff:${address}`;
      const { allowed, retryAfterSeconds } = await limiter.hit([{ key, max: HANDOFFS_PER_MINUTE }]);
      if (!allowed) throw new RateLimitedError(retryAfterSeconds, 'Too many hand-overs, try again in a minute');
    },

    /** Keeps a page and answers its id. */
    async store(page: { html: string; url: string }): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      await handoffs.store({ id, ...page }, HANDOFF_TTL_SECONDS);
      return id;
    },

    /** Takes the page out (once) and reads it into a draft as /import/text with `format: auto` does. */
    async claim(id: string) {
      const page = await handoffs.claim(id);
      if (!page) throw notFound('This hand-over is unknown, used or expired');
      return readRecipeText({ text: page.html, url: page.url, format: 'auto' });
    },
  };
}
export type HandoffService = ReturnType<typeof createHandoffService>;
