import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { guardedFetchBytes, type GuardedFetchOptions } from '../../lib/guarded-fetch.ts';
import { ArchiveLimits } from './archive/limits.ts';
import * as repo from './migrations-repository.ts';
import { pictureType } from './picture-type.ts';
import type { ImportedRecipe } from './readers/index.ts';

export const IMPORTED_IMAGES = '/images/imported/';

/** The URL import's network rules (IMPORT_ALLOWED_HOSTS, timeout); pictures may be up to 10 MiB. */
export type PictureFetchRules = Pick<GuardedFetchOptions, 'allowedHosts' | 'timeoutMs'>;

const USER_AGENT = 'HelloKitchen-RecipeMigration/1.0 (fetches the picture of a recipe an admin imports)';

/** Bytes that pass the check, or the reason they do not. */
function checked(bytes: Buffer): { type: { mime: string; ext: string } } | { reason: string } {
  if (bytes.length > ArchiveLimits.maxPictureBytes) return { reason: 'it is over 10 MiB' };
  const type = pictureType(bytes);
  return type ? { type } : { reason: 'it is not a JPEG, PNG, WebP, GIF or AVIF image' };
}

/** An address is fetched only when the file holds no usable picture of its own. */
export const needsFetch = (r: ImportedRecipe) => !!r.pictureUrl && !(r.picture && 'type' in checked(r.picture));

/** After this many failures on one host, its other pictures are not tried (a dead host, a timeout each). */
export const MAX_HOST_FAILURES = 3;

/**
 * Fetches pictures given as an address, as the URL import fetches a page (http and https only, no
 * private network unless allowed, 5 redirects, the timeout), at most 10 MiB each. Called before the
 * recipe's transaction, so no transaction waits on the network. Null and a warning when it fails; a host
 * that failed MAX_HOST_FAILURES times is not asked again in this migration.
 */
export function createPictureFetcher(rules: PictureFetchRules) {
  const failures = new Map<string, number>();
  return async (url: string, warnings: string[]): Promise<Buffer | null> => {
    const host = URL.canParse(url) ? new URL(url).host : url;
    if ((failures.get(host) ?? 0) >= MAX_HOST_FAILURES) {
      warnings.push(`The picture at ${url} was not fetched: ${MAX_HOST_FAILURES} pictures from ${host} could not be.`);
      return null;
    }
    try {
      const { bytes } = await guardedFetchBytes(url, {
        ...rules,
        maxBytes: ArchiveLimits.maxPictureBytes,
        maxRedirects: 5,
        userAgent: USER_AGENT,
        acceptTypes: /(?:)/,
      });
      return bytes;
    } catch (err) {
      failures.set(host, (failures.get(host) ?? 0) + 1);
      const reason = err instanceof AppError ? err.message : 'it could not be fetched';
      warnings.push(`The picture at ${url} could not be fetched: ${reason.replace(/\.$/, '')}.`);
      return null;
    }
  };
}

/**
 * The picture a recipe is stored with, under /images/: its bytes checked (type and size) and kept; a
 * path of this app's own export kept as it is; otherwise none (the placeholder), with a warning.
 */
export async function storePicture(db: Db, r: ImportedRecipe, fetched: Buffer | null, warnings: string[]) {
  for (const [bytes, where] of [
    [r.picture, 'The picture'],
    [fetched, `The picture at ${r.pictureUrl}`],
  ] as const) {
    if (!bytes) continue;
    const result = checked(bytes);
    if ('reason' in result) {
      warnings.push(`${where} was left out: ${result.reason}.`);
      continue;
    }
    const sha = createHash('sha256').update(bytes).digest('hex');
    await repo.storeImage(db, sha, result.type.mime, bytes);
    return `${IMPORTED_IMAGES}${sha}.${result.type.ext}`;
  }
  return r.img ?? null;
}
