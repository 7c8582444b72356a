import { EntryError } from '../archive/limits.ts';
import { readJsonEntry, type FileView } from '../archive/source-file.ts';
import { fromMealieRecipe } from './mealie-recipe.ts';
import { oversizedFailure } from './oversized.ts';
import { attachPicture, byPath } from './pictures.ts';
import type { ReadItem, Reader } from './types.ts';
import { arr, obj, str } from './values.ts';

type Row = Record<string, unknown>;
type Tables = Record<string, unknown>;

/** Ids as SQLite (32 hex) or PostgreSQL (dashed) wrote them, in one form for joins. */
const idKey = (v: unknown) => str(v).replace(/-/g, '').toLowerCase();
const dashed = (k: string) =>
  k.length === 32 ? `${k.slice(0, 8)}-${k.slice(8, 12)}-${k.slice(12, 16)}-${k.slice(16, 20)}-${k.slice(20)}` : k;

const rows = (t: Tables, name: string) => arr(t[name]).map(obj);

function groupBy(list: Row[], key: string): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of list) {
    const k = idKey(row[key]);
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

const byId = (list: Row[]) => new Map(list.map((r) => [idKey(r.id), r]));
// A stable sort: rows that share a position keep the file's order.
const byPosition = (list: Row[]) => [...list].sort((a, b) => (Number(a.position) || 0) - (Number(b.position) || 0));

/** A name-linked table (tags, categories, tools) as the names each recipe carries. */
function linkedNames(t: Tables, table: string, link: string, column: string) {
  const names = byId(rows(t, table));
  const out = new Map<string, { name: string }[]>();
  for (const l of rows(t, link)) {
    const name = str(names.get(idKey(l[column]))?.name);
    const k = idKey(l.recipe_id);
    if (name) out.set(k, [...(out.get(k) ?? []), { name }]);
  }
  return out;
}

/** Mealie's admin backup from 1.0 on: `database.json`, a dump of every table, and `data/`. */
export const mealieBackupReader: Reader = {
  format: 'mealie',
  detect: (view) => view.entries.some((e) => e.path === 'database.json'),
  async open(view: FileView) {
    const entries = byPath(view);
    const dump = entries.get('database.json')!;
    const t = obj(await readJsonEntry(view.zip!, dump.entry));
    if (!Array.isArray(t.alembic_version) || !Array.isArray(t.recipes))
      throw new EntryError('database.json is not a Mealie backup: it has no alembic_version or recipes table');
    const recipes = rows(t, 'recipes');
    const units = byId(rows(t, 'ingredient_units'));
    const foods = byId(rows(t, 'ingredient_foods'));
    const ingredients = groupBy(rows(t, 'recipes_ingredients'), 'recipe_id');
    const steps = groupBy(rows(t, 'recipe_instructions'), 'recipe_id');
    const settings = new Map(rows(t, 'recipe_settings').map((s) => [idKey(s.recipe_id), s]));
    const tags = linkedNames(t, 'tags', 'recipes_to_tags', 'tag_id');
    const categories = linkedNames(t, 'categories', 'recipes_to_categories', 'category_id');
    const tools = linkedNames(t, 'tools', 'recipes_to_tools', 'tool_id');

    async function* items(): AsyncGenerator<ReadItem> {
      for (const [index, r] of recipes.entries()) {
        const key = idKey(r.id);
        const entry = `database.json: recipes[${index}] (${str(r.slug) || key})`;
        const name = str(r.name).trim();
        if (!name) {
          yield { entry, name: str(r.slug) || key, failure: 'The recipe has no name.' };
          continue;
        }
        const lines = byPosition(ingredients.get(key) ?? []).map((i) => ({
          ...i,
          unit: units.get(idKey(i.unit_id)) ?? null,
          food: foods.get(idKey(i.food_id)) ?? null,
        }));
        const raw = {
          ...r,
          recipe_ingredient: lines,
          recipe_instructions: byPosition(steps.get(key) ?? []),
          tags: tags.get(key),
          recipe_category: categories.get(key),
          tools: tools.get(key),
        };
        const refused = oversizedFailure(raw, entry);
        if (refused) {
          yield refused;
          continue;
        }
        const recipe = fromMealieRecipe(raw, { amountsOn: settings.get(key)?.disable_amount === false });
        await attachPicture(view, entries.get(`data/recipes/${dashed(key)}/images/original.webp`), recipe);
        yield { entry, recipe };
      }
    }
    return { total: recipes.length, items: items() };
  },
};
