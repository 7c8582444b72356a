import { EntryError } from '../archive/limits.ts';
import { asJson, readJsonEntry, type FileView, type ViewEntry } from '../archive/source-file.ts';
import { oversizedFailure } from './oversized.ts';
import { fromMealieRecipe } from './mealie-recipe.ts';
import { attachPicture, byPath } from './pictures.ts';
import type { OpenedFile, ReadItem, Reader } from './types.ts';
import { obj, str } from './values.ts';

const BULK = /^recipes\/([^/]+)\/\1\.json$/;

/** A Mealie recipe JSON: snake_case (zip exports) or camelCase (raw), never schema.org's @type. */
export function isMealieRecipe(value: unknown): boolean {
  const r = obj(value);
  if ('@type' in r || '@context' in r) return false;
  return ('recipe_ingredient' in r || 'recipeIngredient' in r) && 'slug' in r;
}

async function readOne(view: FileView, json: ViewEntry, picture: ViewEntry | undefined): Promise<ReadItem> {
  let r: Record<string, unknown>;
  try {
    r = obj(await readJsonEntry(view.zip!, json.entry));
  } catch (err) {
    if (err instanceof EntryError) return { entry: json.path, name: json.path, failure: `The entry ${err.message}.` };
    throw err;
  }
  const refused = oversizedFailure(r, json.path);
  if (refused) return refused;
  const recipe = fromMealieRecipe(r);
  if (!recipe.name) return { entry: json.path, name: json.path, failure: 'The recipe has no name.' };
  await attachPicture(view, picture, recipe);
  return { entry: json.path, recipe };
}

/** Mealie's bulk export: `recipes/<slug>/<slug>.json` and the recipe's `images/`. */
export const mealieBulkReader: Reader = {
  format: 'mealie',
  detect: (view) => view.entries.some((e) => BULK.test(e.path)),
  async open(view): Promise<OpenedFile> {
    const entries = byPath(view);
    const jsons = view.entries.filter((e) => BULK.test(e.path));
    async function* items() {
      for (const json of jsons) {
        const dir = json.path.slice(0, json.path.lastIndexOf('/'));
        yield readOne(view, json, entries.get(`${dir}/images/original.webp`));
      }
    }
    return { total: jsons.length, items: items() };
  },
};

/** Mealie's single-recipe zip: `<slug>.json` and `original.webp` at its root. */
export const mealieSingleZipReader: Reader = {
  format: 'mealie',
  async detect(view) {
    const jsons = view.entries.filter((e) => !e.path.includes('/') && e.path.endsWith('.json'));
    if (jsons.length !== 1 || !view.zip) return false;
    return isMealieRecipe(await readJsonEntry(view.zip, jsons[0].entry).catch(() => undefined));
  },
  async open(view): Promise<OpenedFile> {
    const json = view.entries.find((e) => !e.path.includes('/') && e.path.endsWith('.json'))!;
    const picture = view.entries.find((e) => !e.path.includes('/') && e.path.endsWith('.webp'));
    async function* items() {
      yield readOne(view, json, picture);
    }
    return { total: 1, items: items() };
  },
};

/** Mealie's raw recipe JSON (camelCase), not zipped. */
export const mealieRawReader: Reader = {
  format: 'mealie',
  detect: (view) => view.bytes !== null && isMealieRecipe(asJson(view.bytes)),
  async open(view): Promise<OpenedFile> {
    const raw = obj(asJson(view.bytes!));
    const entry = view.fileName;
    const refused = oversizedFailure(raw, entry);
    const recipe = fromMealieRecipe(raw);
    async function* items(): AsyncGenerator<ReadItem> {
      if (refused) yield refused;
      else yield recipe.name ? { entry, recipe } : { entry, name: str(entry), failure: 'The recipe has no name.' };
    }
    return { total: 1, items: items() };
  },
};
