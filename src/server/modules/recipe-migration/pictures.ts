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

/**
 * A picture given as an address, fetched as the URL import fetches a page (http and https only, no
 * private network unless allowed, 5 redirects, the timeout), and at most 10 MiB. Done before the
 * recipe's transaction, so no transaction waits on the network. Null and a warning when it fails.
 */
export async function fetchPicture(url: string, rules: PictureFetchRules, warnings: string[]): Promise<Buffer | null> {
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
    const reason = err instanceof AppError ? err.message : 'it could not be fetched';
    warnings.push(`The picture at ${url} could not be fetched: ${reason.replace(/\.$/, '')}.`);
    return null;
  }
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
