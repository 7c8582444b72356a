import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import { searchFoods, type Food, type FoodsQuery, type FoodTable } from '#domain/food.ts';
import { notFound } from '../../lib/errors.ts';
import { foodTable } from './food-table.ts';

/** GET /api/foods and /api/foods/{id} (docs/api/know.md, "Nutrition"): the SR24 table, read only. */
export interface FoodService {
  list(query: FoodsQuery): { rows: Food[]; count: number };
  get(id: number): Food;
  /** The table itself, for matching and nutrition. */
  table(): FoodTable;
}

export function createFoodService(table: () => FoodTable = foodTable): FoodService {
  return {
    table,
    list({ q, ndb, page }) {
      const t = table();
      let found: readonly Food[];
      if (ndb !== undefined) {
        const food = t.byId.get(Number(ndb));
        found = food && (!q || searchFoods(t, q).includes(food)) ? [food] : [];
      } else if (q) found = searchFoods(t, q);
      else found = t.foods;
      const from = pageOffset(page);
      return { rows: found.slice(from, from + PAGE_SIZE), count: found.length };
    },
    get(id) {
      const food = table().byId.get(id);
      if (!food) throw notFound('Food not found');
      return food;
    },
  };
}
