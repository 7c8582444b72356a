import { ArchiveLimits as L, EntryError, mib } from '../archive/limits.ts';
import { asJson, asText, type FileView } from '../archive/source-file.ts';
import { parseCooklang } from './cooklang-parse.ts';
import { attachPicture, byPath } from './pictures.ts';
import { blankRecipe, type ImportedRecipe, type OpenedFile, type ReadItem, type Reader } from './types.ts';
import { arr, fillTimes, httpUrl, obj, str, yieldOf } from './values.ts';

const first = (meta: Record<string, unknown>, ...keys: string[]) => {
  for (const k of keys) {
    const parts = k.split('.');
    const v = parts.length > 1 ? obj(meta[parts[0]])[parts[1]] : meta[k];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
};
const list = (v: unknown) =>
  (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []).map((x) => str(x).trim()).filter(Boolean);

export function fromCooklang(text: string, fallbackName: string): ImportedRecipe {
  const { meta, lines, steps, sections } = parseCooklang(text);
  const servings = first(meta, 'servings', 'serves', 'yield');
  const recipe: ImportedRecipe = {
    ...blankRecipe(str(first(meta, 'title')).trim() || fallbackName),
    description: str(first(meta, 'description', 'introduction')).trim() || null,
    lines,
    steps,
    instructionSections: sections,
    ...yieldOf(typeof servings === 'number' ? servings : str(servings)),
    ...fillTimes(
      first(meta, 'prep time', 'time.prep'),
      first(meta, 'cook time', 'time.cook'),
      first(meta, 'time required', 'time', 'duration'),
    ),
    url: httpUrl(first(meta, 'source.url', 'source')),
    keywords: [
      ...list(meta.tags),
      ...list(first(meta, 'course', 'category')),
      ...list(meta.cuisine),
      ...list(meta.diet),
    ],
  };
  const image = arr(first(meta, 'image', 'images', 'picture', 'pictures'))[0] ?? first(meta, 'image', 'picture');
  recipe.pictureUrl = httpUrl(image);
  return recipe;
}

/** Cooklang text: at least one @ingredient, or front matter; never JSON. */
export const isCooklang = (text: string | null) =>
  text !== null && !text.includes('\0') && (/^---\n[\s\S]*?\n---/.test(text) || /@[^\s@]/.test(text));

const isCookName = (path: string) => path.toLowerCase().endsWith('.cook');
const baseName = (path: string) => (path.split('/').pop() ?? path).replace(/\.cook$/i, '');

async function readEntry(view: FileView, path: string): Promise<ReadItem> {
  const entries = byPath(view);
  const e = entries.get(path)!;
  try {
    const text = asText(await view.zip!.read(e.entry, L.maxTextRecipeBytes));
    if (text === null) throw new EntryError('is not UTF-8 text');
    const recipe = fromCooklang(text, baseName(path));
    const stem = path.replace(/\.cook$/i, '');
    const picture = ['jpg', 'jpeg', 'png', 'webp'].map((x) => entries.get(`${stem}.${x}`)).find(Boolean);
    await attachPicture(view, picture, recipe);
    return { entry: path, recipe };
  } catch (err) {
    if (!(err instanceof EntryError)) throw err;
    return { entry: path, name: baseName(path), failure: `The entry ${err.message}.` };
  }
}

/** Cooklang: one `.cook` file, or a zip of them with pictures beside them. */
export const cooklangReader: Reader = {
  format: 'cooklang',
  detect: (view) => {
    if (view.zip) return view.entries.some((e) => isCookName(e.path));
    if (!view.bytes || asJson(view.bytes) !== undefined) return false;
    // Judged on its start, so a giant text is never decoded whole; open() refuses one past the limit.
    const text = asText(view.bytes.subarray(0, 64 * 1024));
    // Broken JSON ("@type", "@context") is not Cooklang: it is answered as broken JSON.
    return !/^\s*[[{]/.test(text ?? '') && isCooklang(text);
  },
  async open(view): Promise<OpenedFile> {
    if (!view.zip) {
      const bytes = view.bytes!;
      const entry = view.fileName;
      const name = baseName(entry);
      const item = (): ReadItem => {
        if (bytes.length > L.maxTextRecipeBytes)
          return { entry, name, failure: `The recipe text is larger than ${mib(L.maxTextRecipeBytes)}.` };
        const text = asText(bytes);
        if (text === null) return { entry, name, failure: 'The recipe text is not UTF-8.' };
        try {
          return { entry, recipe: fromCooklang(text, name) };
        } catch (err) {
          if (!(err instanceof EntryError)) throw err;
          return { entry, name, failure: `The recipe ${err.message}.` };
        }
      };
      return {
        total: 1,
        items: (async function* () {
          yield item();
        })(),
      };
    }
    const paths = view.entries.filter((e) => isCookName(e.path)).map((e) => e.path);
    async function* items() {
      for (const p of paths) yield readEntry(view, p);
    }
    return { total: paths.length, items: items() };
  },
};
