import { ArchiveLimits as L, EntryError } from '../archive/limits.ts';
import type { FileView, ViewEntry } from '../archive/source-file.ts';
import type { ImportedRecipe } from './types.ts';

/** Reads a picture entry into the recipe, or leaves a warning when it cannot be read. */
export async function attachPicture(view: FileView, entry: ViewEntry | undefined, recipe: ImportedRecipe) {
  if (!entry || !view.zip) return;
  try {
    recipe.picture = await view.zip.read(entry.entry, L.maxPictureBytes);
  } catch (err) {
    if (!(err instanceof EntryError)) throw err;
    recipe.warnings.push(`The picture "${entry.path}" was left out: ${err.message}.`);
  }
}

/** Entries by path, for lookups. */
export const byPath = (view: FileView) => new Map(view.entries.map((e) => [e.path, e]));
