import {
  DEFAULT_LOCATION,
  BUILT_IN_LOCATIONS,
  PantryLimits,
  type CreatePantryItemInput,
  type PantryItem,
  type PantryLocation,
  type PantryQuery,
  type PatchPantryItemInput,
} from '#domain/pantry.ts';
import { foodKey, typedLine } from '#domain/list-items.ts';
import type { Amount } from '#domain/quantity/amount.ts';
import type { NeedLine, StockItem } from '#domain/pantry-cover.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { HouseholdService } from '../households/index.ts';
import { answerOnce, type WriteContext } from '../idempotency/index.ts';
import { addAmounts, mergeTarget, rowAmount, storedAmount } from './amounts.ts';
import type { PantryRepository, PantryRow, PantryValues } from './repository.ts';
import { takeFromPantry } from './deduct.ts';
import { addFromList, takeBackFromList, type ListItemIn, type PantryAdded } from './from-list.ts';

/** At most this many locations a household, so their list stays one short answer. */
const MAX_LOCATIONS = 100;

const isBuiltIn = (name: string) => (BUILT_IN_LOCATIONS as readonly string[]).includes(name.toLowerCase());
const itemNotFound = () => notFound('Pantry item not found');
const locationNotFound = () => notFound('Pantry location not found');
const invalid = (field: string, message: string) => badRequest('Invalid pantry item', { [field]: message });

/** A row as the API answers it: the quantity a JSON number, exact to 3 decimals. */
function itemAnswer(row: PantryRow): PantryItem {
  return {
    id: row.id,
    name: row.name,
    ...rowAmount(row),
    location: row.location,
    bestBefore: row.bestBefore,
    staple: row.staple,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a POST names: the food, its key and amount, from `name` and `qty` or from a parsed `text`. */
function incoming(input: CreatePantryItemInput): { name: string; foodKey: string; amount: Amount; field: string } {
  if (input.text !== undefined) {
    const line = typedLine(input.text);
    const amount = line.source.amount ?? { qty: null, unit: null };
    if (amount.qty !== null && amount.qty > PantryLimits.maxQty)
      throw invalid('text', 'the amount in text must be at most 1,000,000');
    return { name: line.name, foodKey: line.foodKey, amount, field: 'text' };
  }
  const name = input.name!;
  const key = foodKey(name) || name.toLowerCase();
  return { name, foodKey: key, amount: { qty: input.qty ?? null, unit: input.unit ?? null }, field: 'qty' };
}

/** Told of every write of a household's pantry, in its transaction (what-can-i-make keeps its cover so). */
export type FoodsChanged = (tx: Db, ownerId: number, foodKeys: readonly string[]) => Promise<void>;

/** /api/pantry (docs/api/kitchen-loop.md, "Pantry"): the caller's household's pantry; another's is 404. */
export function createPantryService(deps: {
  db: Db;
  repo: PantryRepository;
  households: HouseholdService;
  foodsChanged?: FoodsChanged;
}) {
  const { db, repo, households } = deps;
  const changed: FoodsChanged = deps.foodsChanged ?? (async () => {});

  /**
   * Runs `work` for the caller's household, in one transaction holding the household's pantry lock, once per
   * `Idempotency-Key` (a key seen before answers as the first time).
   */
  const write = <T>(ctx: WriteContext, work: (tx: Db, ownerId: number) => Promise<T>) =>
    inTransaction(db, async (tx) => {
      const ownerId = await households.ownerOf(ctx.callerId, tx);
      const key = ctx.idempotencyKey === undefined ? undefined : `pantry:${ctx.idempotencyKey}`;
      return answerOnce(tx, ctx.callerId, key, async () => {
        await repo.lock(tx, ownerId);
        await repo.ensureBuiltIns(tx, ownerId);
        return work(tx, ownerId);
      });
    });

  async function locationId(tx: Db, ownerId: number, name: string): Promise<number> {
    const location = await repo.locationByName(tx, ownerId, name);
    if (!location) throw invalid('location', 'location must be a location of the household');
    return location.id;
  }

  return {
    async list(userId: number, query: PantryQuery): Promise<{ rows: PantryItem[]; count: number }> {
      const ownerId = await households.ownerOf(userId);
      let place: number | undefined;
      if (query.location !== undefined) {
        const location = await repo.locationByName(db, ownerId, query.location);
        // A built-in not yet made (no write so far) holds nothing.
        if (!location && isBuiltIn(query.location)) return { rows: [], count: 0 };
        if (!location) throw invalid('location', `location must be a location of the household`);
        place = location.id;
      }
      const { rows, count } = await repo.page(ownerId, query, place);
      return { rows: rows.map(itemAnswer), count };
    },

    /** Takes a cooked recipe's needs from a household's pantry, in the caller's transaction ("Cooked it"). */
    async takeForCooking(tx: Db, ownerId: number, needs: readonly NeedLine[]) {
      const taken = await takeFromPantry(repo, tx, ownerId, needs);
      await changed(tx, ownerId, [...new Set(needs.map((need) => need.foodKey))]);
      return taken;
    },

    /** A household's pantry as a shortfall-only list is reduced by it, read in the list's transaction. */
    async stockOf(tx: Db, ownerId: number): Promise<StockItem[]> {
      return (await repo.stock(tx, ownerId)).map((row) => ({
        foodKey: row.foodKey,
        amount: rowAmount(row),
        staple: row.staple,
      }));
    },

    /** Puts a list item's amounts into a household's pantry, in the list's transaction ("to the pantry"). */
    async addFromList(
      tx: Db,
      ownerId: number,
      item: ListItemIn,
    ): Promise<{ items: PantryItem[]; added: PantryAdded[] }> {
      const { rows, added } = await addFromList(repo, tx, ownerId, item);
      await changed(tx, ownerId, [item.foodKey]);
      return { items: rows.map(itemAnswer), added };
    },

    /** Takes back what `addFromList` added (an untick), never below zero. */
    async takeBackFromList(tx: Db, ownerId: number, added: readonly PantryAdded[]): Promise<void> {
      await changed(tx, ownerId, await takeBackFromList(repo, tx, ownerId, added));
    },

    /** Every item of the caller's household (the personal export). */
    async all(userId: number): Promise<PantryItem[]> {
      return (await repo.all(await households.ownerOf(userId))).map(itemAnswer);
    },

    /** A new item, or the item it merged into (`merged`: answered 200 instead of 201). */
    async create(ctx: WriteContext, input: CreatePantryItemInput): Promise<{ item: PantryItem; merged: boolean }> {
      const { name, foodKey: key, amount, field } = incoming(input);
      if (amount.qty === null && !input.staple)
        throw invalid(
          field,
          field === 'text'
            ? 'text must give an amount ("500 g beef mince") unless the item is a staple'
            : 'qty is required unless the item is a staple',
        );
      return write(ctx, async (tx, ownerId) => {
        const place = await locationId(tx, ownerId, input.location ?? DEFAULT_LOCATION);
        const bestBefore = input.bestBefore ?? null;
        const target = mergeTarget(
          await repo.sameKind(tx, ownerId, { foodKey: key, locationId: place, bestBefore }),
          amount,
        );
        if (target) {
          const sum = addAmounts(rowAmount(target), amount);
          if (sum.qty !== null && sum.qty > PantryLimits.maxQty)
            throw invalid(field, `${field} would make the item more than 1,000,000`);
          const row = await repo.update(tx, ownerId, target.id, {
            ...storedAmount(sum),
            staple: target.staple || input.staple,
          });
          await changed(tx, ownerId, [key]);
          return { item: itemAnswer(row!), merged: true };
        }
        if ((await repo.count(tx, ownerId)) >= PantryLimits.maxItems)
          throw conflict(`The pantry holds at most ${PantryLimits.maxItems} items`);
        const values: PantryValues = {
          name,
          foodKey: key,
          ...storedAmount(amount),
          locationId: place,
          bestBefore,
          staple: input.staple,
        };
        const row = await repo.insert(tx, ownerId, values);
        await changed(tx, ownerId, [key]);
        return { item: itemAnswer(row), merged: false };
      });
    },

    async update(ctx: WriteContext, id: number, input: PatchPantryItemInput): Promise<PantryItem> {
      return write(ctx, async (tx, ownerId) => {
        const row = await repo.get(ownerId, id, tx);
        if (!row) throw itemNotFound();
        const changes: Partial<PantryValues> = {};
        if (input.name !== undefined) {
          changes.name = input.name;
          changes.foodKey = foodKey(input.name) || input.name.toLowerCase();
        }
        if (input.qty !== undefined || input.unit !== undefined) {
          const before = rowAmount(row);
          Object.assign(changes, storedAmount({ qty: input.qty ?? before.qty, unit: input.unit ?? before.unit }));
          if (input.qty === null) Object.assign(changes, { qty: null, unit: null });
        }
        if (input.location !== undefined) changes.locationId = await locationId(tx, ownerId, input.location);
        if (input.bestBefore !== undefined) changes.bestBefore = input.bestBefore;
        if (input.staple !== undefined) changes.staple = input.staple;
        const qty = changes.qty === undefined ? row.qty : changes.qty;
        if (qty === null && !(changes.staple ?? row.staple))
          throw invalid('qty', 'qty is required unless the item is a staple');
        const updated = (await repo.update(tx, ownerId, id, changes))!;
        await changed(tx, ownerId, [row.foodKey, updated.foodKey]);
        return itemAnswer(updated);
      });
    },

    async remove(ctx: WriteContext, id: number): Promise<void> {
      await write(ctx, async (tx, ownerId) => {
        const row = await repo.get(ownerId, id, tx);
        if (!row || !(await repo.remove(tx, ownerId, id))) throw itemNotFound();
        await changed(tx, ownerId, [row.foodKey]);
      });
    },

    async locations(userId: number): Promise<{ rows: PantryLocation[]; count: number }> {
      const rows = await write({ callerId: userId }, (tx, ownerId) => repo.locations(tx, ownerId));
      return { rows, count: rows.length };
    },

    async addLocation(ctx: WriteContext, name: string): Promise<PantryLocation> {
      return write(ctx, async (tx, ownerId) => {
        if ((await repo.locations(tx, ownerId)).length >= MAX_LOCATIONS)
          throw conflict(`A household has at most ${MAX_LOCATIONS} locations`);
        const row = await repo.insertLocation(tx, ownerId, name);
        if (!row) throw conflict('The household has a location of that name', { name: 'name is taken' });
        return { ...row, itemCount: 0 };
      });
    },

    async removeLocation(ctx: WriteContext, id: number): Promise<void> {
      await write(ctx, async (tx, ownerId) => {
        const location = await repo.location(tx, ownerId, id);
        if (!location) throw locationNotFound();
        if (isBuiltIn(location.name)) throw conflict(`${location.name} is a built-in location and stays`);
        if (location.itemCount > 0)
          throw conflict(`The location holds ${location.itemCount} items; move or remove them`);
        await repo.removeLocation(tx, ownerId, id);
      });
    },
  };
}
export type PantryService = ReturnType<typeof createPantryService>;
