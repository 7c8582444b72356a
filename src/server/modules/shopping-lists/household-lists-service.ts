import {
  HouseholdListLimits,
  type ListChangeBody,
  type ListRef,
  type ListSummary,
  type NewListBody,
} from '#domain/household-lists.ts';
import type { ItemList } from '#domain/shopping-list.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict } from '../../lib/errors.ts';
import type { HouseholdService } from '../households/index.ts';
import * as householdLists from './household-lists-repository.ts';
import type { HouseholdListRow } from './household-lists-repository.ts';
import * as idempotency from '../idempotency/index.ts';
import { resolveList, type ListService, type WriteContext } from './list-service.ts';
import * as repo from './repository.ts';

type StoreInput = { placeId: string; name?: string } | null | undefined;

/**
 * The household's several lists (docs/api/kitchen-loop.md, "Several lists"): made, renamed, bound to a store,
 * made the default and deleted, each change in one transaction holding the household's list rows, so the
 * limit, the names and the one default hold under concurrent requests.
 */
export function createHouseholdListService(db: Db, households: HouseholdService, lists: ListService) {
  /** Runs a change of the household's lists once per `Idempotency-Key`, the household's list rows locked. */
  async function change<T>(ctx: WriteContext, scope: string, run: (tx: Db, ownerId: number) => Promise<T>) {
    return inTransaction(db, async (tx) => {
      const ownerId = await households.ownerOf(ctx.callerId, tx);
      await householdLists.ensureDefaultList(tx, ownerId);
      const key = ctx.idempotencyKey === undefined ? undefined : `lists:${scope}:${ctx.idempotencyKey}`;
      return idempotency.answerOnce(tx, ctx.callerId, key, async () => {
        await householdLists.lockHouseholdLists(tx, ownerId);
        return run(tx, ownerId);
      });
    });
  }

  /** 409 when another of the household's lists has this name (any case) or this store. */
  async function refuseClashes(tx: Db, ownerId: number, id: number | undefined, name?: string, store?: StoreInput) {
    const others = (await householdLists.findHouseholdLists(tx, ownerId)).filter((row) => row.id !== id);
    if (name !== undefined && others.some((row) => row.name.toLowerCase() === name.toLowerCase()))
      throw conflict('The household has a list with this name', { name: 'A list with this name exists' });
    if (store && others.some((row) => row.storePlaceId === store.placeId))
      throw conflict('Another list is bound to this store', { store: 'This store has a list already' });
  }

  const storeColumns = (store: StoreInput) =>
    store === undefined
      ? {}
      : { storePlaceId: store?.placeId ?? null, storeName: store ? (store.name ?? store.placeId) : null };

  return {
    /** The household's lists, the default first, then by name; `store` keeps the one bound to that store. */
    async summaries(callerId: number, store?: string): Promise<{ rows: ListSummary[]; count: number }> {
      const ownerId = await households.ownerOf(callerId);
      await householdLists.ensureDefaultList(db, ownerId);
      const rows = await repo.findListSummaries(db, ownerId, store);
      return {
        rows: rows.map((row) => ({ ...householdLists.identityOf(row), ...row.counts })),
        count: rows.length,
      };
    },

    /** A new list; 409 for a taken name or store, or a list past the limit. */
    async create(ctx: WriteContext, body: NewListBody): Promise<ItemList> {
      const made = await change(ctx, 'create', async (tx, ownerId) => {
        if ((await householdLists.countHouseholdLists(tx, ownerId)) >= HouseholdListLimits.maxLists)
          throw conflict(`A household has at most ${HouseholdListLimits.maxLists} lists`);
        await refuseClashes(tx, ownerId, undefined, body.name, body.store);
        const row = await householdLists.insertHouseholdList(tx, {
          ownerId,
          name: body.name,
          storePlaceId: body.store?.placeId ?? null,
          storeName: body.store ? (body.store.name ?? body.store.placeId) : null,
        });
        if (!row) throw conflict('The household has a list with this name', { name: 'A list with this name exists' });
        return { listId: row.id };
      });
      return lists.current(ctx.callerId, made.listId);
    },

    /** Renames, binds to a store or makes the default; the lists whose payload changed step their version. */
    async update(ctx: WriteContext, ref: ListRef, body: ListChangeBody): Promise<ItemList> {
      const changed = await change(ctx, `update:${String(ref)}`, async (tx, ownerId) => {
        const row = await resolveList(tx, ownerId, ref);
        await refuseClashes(tx, ownerId, row.id, body.name, body.store);
        const touched: HouseholdListRow[] = [];
        if (body.isDefault && !row.isDefault) {
          const previous = await householdLists.findDefaultList(tx, ownerId);
          if (previous) {
            await householdLists.updateHouseholdList(tx, previous.id, { isDefault: false });
            touched.push(previous);
          }
        }
        const values = { ...(body.name !== undefined && { name: body.name }), ...storeColumns(body.store) };
        if (body.isDefault) Object.assign(values, { isDefault: true });
        if (Object.keys(values).length > 0) {
          await householdLists.updateHouseholdList(tx, row.id, values);
          touched.push(row);
        }
        // The new default's notice comes last, so streams of `current` end on it.
        for (const list of touched) await lists.touch(tx, ownerId, list.id);
        return { listId: row.id };
      });
      return lists.current(ctx.callerId, changed.listId);
    },

    /** Deletes a list with its items and history; 409 for the default. */
    async remove(ctx: WriteContext, ref: ListRef): Promise<void> {
      await change(ctx, `delete:${String(ref)}`, async (tx, ownerId) => {
        const row = await resolveList(tx, ownerId, ref);
        if (row.isDefault)
          throw conflict('The default list cannot be deleted; make another list the default first', {
            listId: 'This is the default list',
          });
        await householdLists.deleteHouseholdList(tx, row.id);
        return null;
      });
    },
  };
}

export type HouseholdListService = ReturnType<typeof createHouseholdListService>;
