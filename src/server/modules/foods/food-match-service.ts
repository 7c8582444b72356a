import type { FoodMatches } from '#domain/food-match.ts';
import { foodRef, type FoodMatch } from '#domain/food.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createFoodMatchRepository } from './repository.ts';
import type { FoodService } from './service.ts';

/** /api/admin/food-matches (docs/api/know.md): the matches matching checks first. */
export interface FoodMatchService {
  list(page: number): Promise<{ rows: FoodMatch[]; count: number }>;
  /** Sets the match of a (normalised) name; 404 for an unknown food. */
  put(name: string, foodId: number): Promise<FoodMatch>;
  /** 404 when there is no such match. */
  remove(name: string): Promise<void>;
  /** Every match, for `matchFood`/`weighLine`: read at each call, so a change counts at once. */
  matches(): Promise<FoodMatches>;
}

/** `changed` runs after every change of a match (nutrition drops what it keeps, on every instance). */
export function createFoodMatchService(
  db: Db,
  foods: FoodService,
  changed: () => Promise<void> = async () => {},
): FoodMatchService {
  const repo = createFoodMatchRepository(db);
  const answer = (name: string, foodId: number): FoodMatch => ({ name, food: foodRef(foods.get(foodId)) });
  return {
    async list(page) {
      const { rows, count } = await repo.page(page);
      const table = foods.table();
      return {
        rows: rows.flatMap((r) => {
          const food = table.byId.get(r.foodId);
          return food ? [{ name: r.name, food: foodRef(food) }] : [];
        }),
        count,
      };
    },
    async put(name, foodId) {
      const match = answer(name, foodId); // 404 before anything is stored
      await repo.put(name, foodId);
      await changed();
      return match;
    },
    async remove(name) {
      if (!(await repo.remove(name.trim().replace(/\s+/g, ' ').toLowerCase()))) throw notFound('Food match not found');
      await changed();
    },
    matches: () => repo.all(),
  };
}
