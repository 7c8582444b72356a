import type { Food, FoodTable } from '#domain/food.ts';

/** What prices and costs read of the foods module's service: the table, and a food or a 404. */
export interface FoodLookup {
  table(): FoodTable;
  get(id: number): Food;
}
