import { MigrationFileError } from '../archive/limits.ts';
import { asText, type FileView } from '../archive/source-file.ts';
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

/** Why a single file that starts as JSON (perhaps inside gzip) is none: where its JSON breaks. */
function brokenJson(views: FileView[]): string | null {
  const text = views[0]?.bytes ? asText(views[0].bytes) : null;
  if (!text || !/^\s*[[{]/.test(text)) return null;
  try {
    JSON.parse(text);
    return null;
  } catch (err) {
    return `The file is not valid JSON, so no recipe in it can be read (${(err as Error).message}).`;
  }
}

/** The first reader that recognises one of the views, restricted to `source` when one is named. */
export async function chooseReader(
  views: FileView[],
  source: MigrationFormat | 'auto',
): Promise<{ reader: Reader; view: FileView }> {
  for (const view of views)
    for (const reader of READERS) {
      if (source !== 'auto' && reader.format !== source) continue;
      if (await reader.detect(view)) return { reader, view };
    }
  throw new MigrationFileError(
    brokenJson(views) ?? (source === 'auto' ? NO_FORMAT : `The file is not a ${source} export this server reads.`),
  );
}

export type { ImportedRecipe, MigrationFormat, ReadItem, Reader } from './types.ts';
