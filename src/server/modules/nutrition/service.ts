import type { FoodMatches } from '#domain/food-match.ts';
import type { FoodTable, Nutrients } from '#domain/food.ts';
import {
  computeNutrition,
  nutritionAnswer,
  type ComputedNutrition,
  type Nutrition,
  type NutritionLineInput,
} from '#domain/nutrition.ts';
import type { ExpandedIngredients } from '#domain/sub-recipe-api.ts';
import type { Db } from '../../db/client.ts';
import { notify, type Notifications } from '../../db/notifications.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recipeNotFound } from '../../lib/errors.ts';
import { recipeExists } from '../recipes/index.ts';
import { createNutritionCache } from './cache.ts';
import { deleteOverride, findLineFacts, findOverride, lineKey, putOverride } from './repository.ts';

/** Every instance drops what this says changed: `{ recipeId }` (its override) or `{ all: true }` (food matches). */
const CHANNEL = 'nutrition_changes';

interface Kept {
  computed: ComputedNutrition;
  override: Nutrients | null;
}

export interface NutritionServiceOptions {
  db: Db;
  notifications: Notifications;
  foods: { table(): FoodTable };
  /** The recipes module's expansion (GET /api/recipes/{id}/ingredients): 404 for an unknown recipe. */
  ingredients: (id: number) => Promise<ExpandedIngredients>;
  /** The admin food matches, read at each computation. */
  matches: () => Promise<FoodMatches>;
  cacheEntries?: number;
}

/**
 * GET/PUT/DELETE /api/recipes/{id}/nutrition (docs/api/know.md, "Nutrition"). A recipe's computed nutrition
 * and its override are kept per recipe until the catalogue's version changes (any recipe or sub-recipe
 * saved, on any instance) or a NOTIFY says its override or the food matches changed.
 */
export function createNutritionService(options: NutritionServiceOptions) {
  const { db, notifications, foods } = options;
  const cache = createNutritionCache<Kept>(options.cacheEntries ?? 2_000);
  let listening: Promise<void> | undefined;
  /** Answers are kept only once this instance hears the others' changes. */
  let heard = false;

  const onChange = (payload: string) => {
    let message: { recipeId?: unknown; all?: unknown } | undefined;
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      message = undefined;
    }
    if (typeof message?.recipeId === 'number') cache.drop(message.recipeId);
    else cache.clear();
  };

  const compute = async (id: number): Promise<Kept> => {
    const [expanded, matches, override] = await Promise.all([
      options.ingredients(id),
      options.matches(),
      findOverride(db, id),
    ]);
    const ids = [id, ...new Set(expanded.lines.flatMap((l) => l.from.map((f) => f.id)))];
    const facts = await findLineFacts(db, ids);
    const lines: NutritionLineInput[] = expanded.lines.map((l) => {
      const saved = facts.get(lineKey(l.from.at(-1)?.id ?? id, l.text));
      return {
        text: l.text,
        from: l.from,
        qty: l.qty,
        qtyMax: l.qtyMax,
        unit: l.unit,
        name: l.name,
        comment: saved?.comment ?? null,
        isRecipe: saved?.isRecipe ?? false,
      };
    });
    return { computed: computeNutrition(foods.table(), lines, expanded.servings, matches), override };
  };

  /** Tells every instance (this one at once) that `change` is out of date; the NOTIFY goes at commit. */
  const changed = async (tx: Db, change: { recipeId: number } | { all: true }) => {
    await notify(tx, CHANNEL, JSON.stringify(change));
  };
  const dropLocally = (change: { recipeId: number } | { all: true }) =>
    'recipeId' in change ? cache.drop(change.recipeId) : cache.clear();

  async function get(id: number, servings: number | undefined, stamp: number | undefined): Promise<Nutrition> {
    const kept = await (stamp === undefined || !heard ? compute(id) : cache.get(id, stamp, () => compute(id)));
    return nutritionAnswer(id, foods.table().source, kept.computed, servings ?? kept.computed.servings, kept.override);
  }

  async function setOverride(id: number, perServing: Nutrients | null): Promise<void> {
    await inTransaction(db, async (tx) => {
      if (!(await recipeExists(tx, id))) throw recipeNotFound();
      if (perServing) await putOverride(tx, id, perServing);
      else await deleteOverride(tx, id);
      await changed(tx, { recipeId: id });
    });
    dropLocally({ recipeId: id });
  }

  return {
    /**
     * Listens for changes made on other instances; whatever was missed while disconnected is dropped. Not to
     * be awaited at start: listening waits for the database, and an app started while it is down serves
     * (503s) meanwhile; until it listens, nothing is kept.
     */
    start: () =>
      (listening ??= (async () => {
        await notifications.listen(CHANNEL, onChange);
        notifications.onReconnect(() => cache.clear());
        heard = true;
      })().catch((err) => {
        listening = undefined;
        throw err;
      })),
    /**
     * The nutrition at `servings` (default the recipe's). `stamp` is the catalogue's version read with the
     * session; without one nothing is kept.
     */
    get,
    /** PUT: the admin's nutrients of one serving replace the computed ones; 404 for an unknown recipe. */
    async override(id: number, perServing: Nutrients, stamp: number | undefined): Promise<Nutrition> {
      await setOverride(id, perServing);
      return get(id, undefined, stamp);
    },
    /** DELETE: the computed nutrients again; 404 for an unknown recipe. */
    removeOverride: (id: number) => setOverride(id, null),
    /** Called by the food matches after a change: every recipe's nutrition may change. */
    async foodMatchesChanged(): Promise<void> {
      await changed(db, { all: true });
      dropLocally({ all: true });
    },
  };
}
export type NutritionService = ReturnType<typeof createNutritionService>;
