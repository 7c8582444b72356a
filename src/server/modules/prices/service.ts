import { foodRef, type FoodTable } from '#domain/food.ts';
import type { CreatePriceInput, PatchPriceInput, Price } from '#domain/price.ts';
import { notFound } from '../../lib/errors.ts';
import type { FoodLookup } from './food-lookup.ts';
import type { HouseholdService } from '../households/index.ts';
import type { PriceRepository, PriceRow, PriceValues } from './repository.ts';

/** A price's answer: its food named, decimals as JSON numbers (2 decimals of money stay exact in a double). */
export function priceAnswer(table: FoodTable, currency: string, row: PriceRow): Price {
  const food = table.byId.get(row.foodId);
  return {
    id: row.id,
    food: food ? foodRef(food) : { id: row.foodId, ndb: String(row.foodId).padStart(5, '0'), name: '' },
    amount: Number(row.amount),
    currency,
    packSize: Number(row.packSize),
    packUnit: row.packUnit,
    store: row.store,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
  };
}

const priceNotFound = () => notFound('Price not found');

/** /api/prices (docs/api/know.md, "Cost"): the caller's household's prices; another's are 404. */
export function createPriceService(deps: {
  repo: PriceRepository;
  foods: FoodLookup;
  households: HouseholdService;
  currency: string;
  now?: () => Date;
}) {
  const { repo, foods, households, currency, now = () => new Date() } = deps;
  const answer = (row: PriceRow) => priceAnswer(foods.table(), currency, row);
  /** Numbers go to the database as their text, never through arithmetic. */
  const values = (input: PatchPriceInput): Partial<PriceValues> => ({
    ...(input.foodId !== undefined && { foodId: foods.get(input.foodId).id }), // 404 for an unknown food
    ...(input.amount !== undefined && { amount: String(input.amount) }),
    ...(input.packSize !== undefined && { packSize: String(input.packSize) }),
    ...(input.packUnit !== undefined && { packUnit: input.packUnit }),
    ...(input.store !== undefined && { store: input.store }),
    ...(input.date !== undefined && { date: input.date }),
  });

  return {
    async list(userId: number, page: number, foodId?: number): Promise<{ rows: Price[]; count: number }> {
      const { rows, count } = await repo.page(await households.ownerOf(userId), page, foodId);
      return { rows: rows.map(answer), count };
    },
    async get(userId: number, id: number): Promise<Price> {
      const row = await repo.get(await households.ownerOf(userId), id);
      if (!row) throw priceNotFound();
      return answer(row);
    },
    async create(userId: number, input: CreatePriceInput): Promise<Price> {
      const today = now().toISOString().slice(0, 10);
      const stored = values({ ...input, date: input.date ?? today }) as PriceValues;
      return answer(await repo.insert(await households.ownerOf(userId), stored));
    },
    async update(userId: number, id: number, input: PatchPriceInput): Promise<Price> {
      const changes = values(input);
      const row = await repo.update(await households.ownerOf(userId), id, changes);
      if (!row) throw priceNotFound();
      return answer(row);
    },
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(await households.ownerOf(userId), id))) throw priceNotFound();
    },
  };
}
export type PriceService = ReturnType<typeof createPriceService>;
