import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildFoodTable, type FoodTable, type FoodTableJson } from '#domain/food.ts';
import { findProjectRoot } from '../../project-root.ts';

/** The committed SR24 table (scripts/make-food-table.ts), from the source tree or beside the bundle. */
export const FOOD_TABLE_PATH = join(
  findProjectRoot(fileURLToPath(import.meta.url)),
  'src/server/modules/foods/foods-sr24.json.gz',
);

/** Reads and indexes the table (about 0.2 s): `foodTable()` does it once per process. */
export function loadFoodTable(path = FOOD_TABLE_PATH): FoodTable {
  return buildFoodTable(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as FoodTableJson);
}

let table: FoodTable | undefined;

/** The food table, loaded at the first call and kept (docs/performance.md, "Food table"). */
export function foodTable(): FoodTable {
  table ??= loadFoodTable();
  return table;
}
