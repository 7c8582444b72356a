import { MigrationFileError } from '../archive/limits.ts';
import { jsonOf, type FileView } from '../archive/source-file.ts';
import { cooklangReader } from './cooklang.ts';
import { helloKitchenReader } from './hello-kitchen.ts';
import { kitchenOwlReader } from './kitchenowl.ts';
import { mealieBackupReader } from './mealie-backup.ts';
import { mealieBulkReader, mealieRawReader, mealieSingleZipReader } from './mealie-export.ts';
import { paprikaReader, paprikaSingleReader } from './paprika.ts';
import { schemaOrgReader } from './schema-org.ts';
import { tandoorReader } from './tandoor.ts';
import type { MigrationFormat, Reader } from './types.ts';

/** In the order they are tried: the most specific content first. */
export const READERS: Reader[] = [
  helloKitchenReader,
  mealieBackupReader,
  mealieBulkReader,
  paprikaReader,
  paprikaSingleReader,
  tandoorReader,
  mealieSingleZipReader,
  mealieRawReader,
  kitchenOwlReader,
  schemaOrgReader,
  cooklangReader,
];

export const NO_FORMAT =
  'The file is no export this server reads (Mealie, Tandoor, Paprika, KitchenOwl, schema.org JSON-LD, Cooklang or Hello Kitchen).';

/** A single file that starts as JSON (perhaps inside gzip, after a byte-order mark). */
const looksLikeJson = (bytes: Buffer | null): bytes is Buffer =>
  bytes !== null && /^(\uFEFF)?\s*[[{]/.test(bytes.subarray(0, 256).toString('utf8'));

/**
 * Why a single JSON file is none: past a limit of the bounded reader (too deep, too many values, a key
 * or number too long, not UTF-8), or where its JSON breaks.
 */
function refusedJson(views: FileView[], broken: boolean): MigrationFileError | null {
  const bytes = views[0]?.bytes ?? null;
  if (!looksLikeJson(bytes)) return null;
  const read = jsonOf(bytes);
  if (!('error' in read)) return null;
  const { code, message, detail } = read.error;
  if (code !== 'JSON_INVALID') return new MigrationFileError(`The file was refused: ${message}.`, { code });
  return broken
    ? new MigrationFileError(`The file is not valid JSON, so no recipe in it can be read (${detail}).`, { code })
    : null;
}

/** The first reader that recognises one of the views, restricted to `source` when one is named. */
export async function chooseReader(
  views: FileView[],
  source: MigrationFormat | 'auto',
): Promise<{ reader: Reader; view: FileView }> {
  // Refused before any reader looks: nothing of a file past a limit is read further.
  const refused = refusedJson(views, false);
  if (refused) throw refused;
  for (const view of views)
    for (const reader of READERS) {
      if (source !== 'auto' && reader.format !== source) continue;
      if (await reader.detect(view)) return { reader, view };
    }
  throw (
    refusedJson(views, true) ??
    new MigrationFileError(source === 'auto' ? NO_FORMAT : `The file is not a ${source} export this server reads.`)
  );
}

export type { ImportedRecipe, MigrationFormat, ReadItem, Reader } from './types.ts';
