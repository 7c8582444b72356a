import { EntryError } from '../archive/limits.ts';
import { OversizedText } from '../archive/bounded-json.ts';
import { asJson, gunzipCapped, parseJsonEntry } from '../archive/source-file.ts';
import { oversizedFailure } from './oversized.ts';
import { textLines, textSteps } from './text-lines.ts';
import { blankRecipe, type ImportedRecipe, type OpenedFile, type ReadItem, type Reader } from './types.ts';
import { arr, fillTimes, httpUrl, obj, str, yieldOf } from './values.ts';

const isPaprika = (v: unknown) => {
  const r = obj(v);
  return typeof r.ingredients === 'string' && 'directions' in r && ('uid' in r || 'photo_data' in r);
};

/** One Paprika recipe (the JSON inside a `.paprikarecipe`). */
export function fromPaprikaRecipe(r: Record<string, unknown>): ImportedRecipe {
  const { lines, sections } = textLines(str(r.ingredients));
  const notes = [str(r.notes).trim(), str(r.nutritional_info).trim()].filter(Boolean);
  const method = textSteps(str(r.directions));
  const recipe: ImportedRecipe = {
    ...blankRecipe(str(r.name).trim()),
    description: str(r.description).trim() || null,
    lines,
    ingredientSections: sections,
    steps: [...method.steps, ...notes],
    instructionSections: method.sections,
    ...yieldOf(str(r.servings)),
    ...fillTimes(r.prep_time, r.cook_time, r.total_time),
    url: httpUrl(r.source_url),
    keywords: arr(r.categories)
      .map((c) => str(c).trim())
      .filter(Boolean),
  };
  if (r.photo_data instanceof OversizedText)
    recipe.warnings.push('The picture in the file was left out: it is larger than 10 MiB.');
  const photo = str(r.photo_data).replace(/\s/g, '');
  if (photo && /^[A-Za-z0-9+/]+=*$/.test(photo)) recipe.picture = Buffer.from(photo, 'base64');
  else recipe.pictureUrl = httpUrl(r.image_url);
  return recipe;
}

const isPaprikaEntry = (path: string) => path.toLowerCase().endsWith('.paprikarecipe');

function item(entry: string, r: Record<string, unknown>): ReadItem {
  const refused = oversizedFailure(r, entry, ['photo_data']);
  if (refused) return refused;
  const recipe = fromPaprikaRecipe(r);
  return recipe.name ? { entry, recipe } : { entry, name: entry, failure: 'The recipe has no name.' };
}

/** Paprika's `.paprikarecipes`: a zip of gzip-compressed JSON files. */
export const paprikaReader: Reader = {
  format: 'paprika',
  detect: (view) => view.entries.some((e) => isPaprikaEntry(e.path)),
  async open(view): Promise<OpenedFile> {
    const entries = view.entries.filter((e) => isPaprikaEntry(e.path));
    async function* items(): AsyncGenerator<ReadItem> {
      for (const e of entries) {
        try {
          yield item(e.path, obj(parseJsonEntry(gunzipCapped(await view.zip!.read(e.entry)))));
        } catch (err) {
          if (!(err instanceof EntryError)) throw err;
          yield { entry: e.path, name: e.path.replace(/\.paprikarecipe$/i, ''), failure: `The entry ${err.message}.` };
        }
      }
    }
    return { total: entries.length, items: items() };
  },
};

/** One `.paprikarecipe` on its own (already gunzipped by the upload reader). */
export const paprikaSingleReader: Reader = {
  format: 'paprika',
  detect: (view) => view.bytes !== null && isPaprika(asJson(view.bytes)),
  async open(view): Promise<OpenedFile> {
    const r = obj(asJson(view.bytes!));
    async function* items() {
      yield item(view.fileName, r);
    }
    return { total: 1, items: items() };
  },
};
