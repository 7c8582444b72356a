import { FullRecipeSchema } from '#domain/recipe.ts';
import { EntryError } from '../archive/limits.ts';
import { readJsonEntry } from '../archive/source-file.ts';
import { oversizedFailure } from './oversized.ts';
import { attachPicture, byPath } from './pictures.ts';
import type { ImportedRecipe, OpenedFile, ReadItem, Reader } from './types.ts';

export const MANIFEST = 'hello-kitchen.json';
export const IMPORTED_IMAGE_PREFIX = '/images/imported/';

const isRecipeEntry = (path: string) => /^recipes\/[^/]+\.json$/.test(path);

/** A full recipe of this app's export, field for field. */
export function fromFullRecipe(value: unknown): ImportedRecipe {
  const parsed = FullRecipeSchema.safeParse(value);
  if (!parsed.success) throw new EntryError('is not a Hello Kitchen recipe');
  const r = parsed.data;
  const bundled = r.img && !r.img.startsWith(IMPORTED_IMAGE_PREFIX) ? r.img : null;
  return {
    name: r.name,
    description: r.description,
    lines: r.lineItems.map((l) => ({
      text: l.text,
      qty: l.qty,
      qtyMax: l.qtyMax,
      unit: l.measurement,
      food: l.ingredient.name,
      comment: l.comment,
      ...(l.recipe ? { includes: l.recipe.id } : {}),
    })),
    ingredientSections: r.ingredientSections,
    steps: r.instructions,
    instructionSections: r.instructionSections,
    servings: r.servings,
    yieldText: r.yieldText,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    totalTime: r.totalTime,
    url: r.url,
    keywords: r.keywords,
    img: bundled,
    tags: {
      cuisines: r.cuisines.map((t) => t.name),
      restrictions: r.restrictions.map((t) => t.name),
      appliances: r.appliances.map((t) => t.name),
    },
    isActive: r.isActive,
    source: r.source,
    sourceId: r.id,
    warnings: [],
  };
}

/** This app's own export: `hello-kitchen.json`, `recipes/<id>-<slug>.json` and `images/<file>`. */
export const helloKitchenReader: Reader = {
  format: 'hello-kitchen',
  detect: (view) => view.entries.some((e) => e.path === MANIFEST),
  async open(view): Promise<OpenedFile> {
    const entries = byPath(view);
    const files = view.entries.filter((e) => isRecipeEntry(e.path));
    async function* items(): AsyncGenerator<ReadItem> {
      for (const e of files) {
        try {
          const raw = (await readJsonEntry(view.zip!, e.entry)) as { img?: unknown };
          const refused = oversizedFailure(raw, e.path);
          if (refused) {
            yield refused;
            continue;
          }
          const recipe = fromFullRecipe(raw);
          if (typeof raw.img === 'string' && raw.img.startsWith(IMPORTED_IMAGE_PREFIX))
            await attachPicture(view, entries.get(`images/${raw.img.slice(IMPORTED_IMAGE_PREFIX.length)}`), recipe);
          yield { entry: e.path, recipe };
        } catch (err) {
          if (!(err instanceof EntryError)) throw err;
          yield { entry: e.path, name: e.path, failure: `The entry ${err.message}.` };
        }
      }
    }
    return { total: files.length, items: items() };
  },
};
