import type { LineReading } from '#domain/line-reading.ts';
import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { ListEstimate } from '#domain/cost.ts';
import type { ListRef, ToPantryBody } from '#domain/household-lists.ts';
import type { PantryItem } from '#domain/pantry.ts';
import type { AddListRecipesBody, ItemList, MoveItemAnswer } from '#domain/shopping-list.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { ERROR_MESSAGES } from '#domain/error-codes.ts';
import type { HouseholdService } from '../households/index.ts';
import type { PantryService } from '../pantry/index.ts';
import * as householdLists from './household-lists-repository.ts';
import type { HouseholdListRow } from './household-lists-repository.ts';
import * as idempotency from '../idempotency/index.ts';
import type { WriteContext as CallerContext } from '../idempotency/index.ts';
import * as writer from './list-writer.ts';
import { moveItem, refuseOwnList } from './move-item.ts';
import type { OpenList } from './list-writer.ts';
import * as repo from './repository.ts';
import { putInPantry, takeBackFromPantry } from './to-pantry.ts';

/** Who writes, their `Idempotency-Key`, and which of the household's lists (the default unless told). */
export interface WriteContext extends CallerContext {
  list?: ListRef;
}

/** The open list can be completed by a concurrent request between two statements; a retry finds the new one. */
const ATTEMPTS = 3;

/** The list's estimated cost from the household's prices (modules/prices), read with the list's client. */
export type ListEstimator = (db: Db, ownerId: number, items: ItemList['items']) => Promise<ListEstimate>;

/** Builds the list payload (API.md, "Shopping list, item by item"): one query and the members. */
async function readList(
  db: Db,
  listId: number,
  ownerId: number,
  households: HouseholdService,
  estimate: ListEstimator | undefined,
  inTransaction = true,
): Promise<ItemList> {
  // One client runs one query at a time: in a transaction the two reads go in turn, on the pool together.
  const [row, members] = inTransaction
    ? [await repo.findListPayload(db, listId), await households.usernames(ownerId, db)]
    : await Promise.all([repo.findListPayload(db, listId), households.usernames(ownerId, db)]);
  if (!row) throw notFound('Shopping list not found');
  const identity = householdLists.identityOf(row.householdList);
  // A list completed before there were several lists keeps no identity in its snapshot.
  if (row.snapshot) return { ...identity, ...(row.snapshot as ItemList) };
  return {
    ...identity,
    id: row.id,
    version: row.version,
    completedAt: row.completedAt?.toISOString() ?? null,
    recipes: row.recipes,
    items: row.items,
    members: members.map((username) => ({ username })),
    ...(estimate && { estimate: await estimate(db, ownerId, row.items) }),
  };
}

/** One of the household's lists by reference: `current` is the default, made on first use; another's is 404. */
export async function resolveList(db: Db, ownerId: number, ref: ListRef): Promise<HouseholdListRow> {
  if (ref === 'current') return householdLists.ensureDefaultList(db, ownerId);
  const row = await householdLists.findHouseholdList(db, ownerId, ref);
  if (!row) throw notFound('Shopping list not found');
  return row;
}

/** The pantry as the list uses it: what reduces recipe amounts, and where ticked items go. */
type ListPantry = Pick<PantryService, 'stockOf' | 'addFromList' | 'takeBackFromList'>;

/**
 * The shopping list kept item by item: every write is one transaction on the owner's locked open list,
 * safe to repeat with an `Idempotency-Key`, and grows the version only when something changed. With a
 * `pantry`, recipes add only what it lacks and ticked items can go into it (docs/api/kitchen-loop.md).
 */
export function createListService(db: Db, households: HouseholdService, estimate?: ListEstimator, pantry?: ListPantry) {
  async function lockOpen(tx: Db, ownerId: number, householdListId: number): Promise<{ id: number }> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const row = await repo.lockOpenList(tx, householdListId);
      if (row) return row;
      await repo.insertOpenListIfMissing(tx, ownerId, householdListId);
    }
    throw conflict('The shopping list changed meanwhile, please try again');
  }

  /**
   * Runs `change` on the caller's household's open list in one transaction and answers `answer`; a key seen
   * before answers its stored answer and changes nothing.
   */
  async function write<T>(
    ctx: WriteContext,
    change: (tx: Db, list: OpenList) => Promise<boolean>,
    answer: (tx: Db, list: OpenList) => Promise<T>,
  ): Promise<T> {
    return inTransaction(db, async (tx) => {
      const ownerId = await households.ownerOf(ctx.callerId, tx);
      const householdList = await resolveList(tx, ownerId, ctx.list ?? 'current');
      // Each list has its own keys: one key sent to two lists is two writes.
      const key = ctx.idempotencyKey === undefined ? undefined : `list:${householdList.id}:${ctx.idempotencyKey}`;
      return idempotency.answerOnce(tx, ctx.callerId, key, async () => {
        const open = await lockOpen(tx, ownerId, householdList.id);
        const list: OpenList = { ...open, ownerId, householdListId: householdList.id, actorId: ctx.callerId, pantry };
        const changed = await change(tx, list);
        if (changed) await repo.bumpVersion(tx, ownerId, list.id);
        return answer(tx, list);
      });
    });
  }

  const listAnswer = (tx: Db, list: OpenList) => readList(tx, list.id, list.ownerId, households, estimate);

  /** A change answered with the open list. */
  const writeList = (ctx: WriteContext, change: (tx: Db, list: OpenList) => Promise<boolean>) =>
    write(ctx, change, listAnswer);

  /** The open run of one of the household's lists (the default for `current`), started on first use. */
  async function current(callerId: number, ref: ListRef = 'current'): Promise<ItemList> {
    const ownerId = await households.ownerOf(callerId);
    const householdList = await resolveList(db, ownerId, ref);
    const open = await repo.findOpenList(db, householdList.id);
    if (open === undefined) return writeList({ callerId, list: householdList.id }, async () => false);
    return readList(db, open.id, ownerId, households, estimate, false);
  }

  /** Completes the open list with a snapshot of it; 409 when it is empty. `listId`, if given, must be it. */
  const complete = (ctx: WriteContext, listId?: number) =>
    write(
      ctx,
      async (tx, list) => {
        if (listId !== undefined && listId !== list.id) throw notFound('Shopping list not found');
        const empty = (await writer.recipesOf(tx, list)).length === 0 && (await repo.countItems(tx, list.id)) === 0;
        if (empty) throw conflict(ERROR_MESSAGES.LIST_EMPTY, undefined, 'LIST_EMPTY');
        await writer.complete(tx, list);
        // Completing is rare, so it is when a household's expired keys go.
        await idempotency.purgeOldKeys(tx, ctx.callerId);
        return true;
      },
      async (tx, list) => {
        const snapshot = await readList(tx, list.id, list.ownerId, households, estimate);
        await repo.saveSnapshot(tx, list.id, snapshot);
        return snapshot;
      },
    );

  return {
    current,
    complete,

    /**
     * Moves an item from the context's list to another of the household's, both open runs locked in id order;
     * one version step on each, once per `Idempotency-Key`.
     */
    move: (ctx: WriteContext, itemId: number, toListId: number): Promise<MoveItemAnswer> =>
      inTransaction(db, async (tx) => {
        const ownerId = await households.ownerOf(ctx.callerId, tx);
        const from = await resolveList(tx, ownerId, ctx.list ?? 'current');
        refuseOwnList(from.id, toListId);
        const to = await resolveList(tx, ownerId, toListId);
        const key = ctx.idempotencyKey === undefined ? undefined : `list:${from.id}:move:${ctx.idempotencyKey}`;
        return idempotency.answerOnce(tx, ctx.callerId, key, async () => {
          const runs = new Map<number, { id: number }>();
          for (const id of [from.id, to.id].sort((a, b) => a - b)) runs.set(id, await lockOpen(tx, ownerId, id));
          const open = (row: HouseholdListRow): OpenList => ({
            id: runs.get(row.id)!.id,
            ownerId,
            householdListId: row.id,
            actorId: ctx.callerId,
            pantry,
          });
          const [fromList, toList] = [open(from), open(to)];
          await moveItem(tx, fromList, toList, itemId);
          await repo.bumpVersion(tx, ownerId, fromList.id);
          await repo.bumpVersion(tx, ownerId, toList.id);
          return { from: await listAnswer(tx, fromList), to: await listAnswer(tx, toList) };
        });
      }),

    /** One version step of a list whose payload changed outside its items (a rename, the default moving). */
    async touch(tx: Db, ownerId: number, householdListId: number): Promise<void> {
      await repo.bumpVersion(tx, ownerId, (await lockOpen(tx, ownerId, householdListId)).id);
    },

    /** The version of one of a household's lists (the events' catch-up). */
    versionOf: async (ownerId: number, ref: ListRef = 'current') => (await current(ownerId, ref)).version,

    addRecipes: (ctx: WriteContext, body: AddListRecipesBody) =>
      writeList(ctx, (tx, list) => writer.addRecipes(tx, list, body.recipes)),

    setServings: (ctx: WriteContext, recipeId: number, servings: number) =>
      writeList(ctx, (tx, list) => writer.setServings(tx, list, recipeId, servings)),

    removeRecipe: (ctx: WriteContext, recipeId: number) =>
      writeList(ctx, async (tx, list) => {
        if (!(await writer.removeRecipe(tx, list, recipeId)))
          throw notFound('Recipe not on the shopping list', 'RECIPE_NOT_FOUND');
        return true;
      }),

    addItem: (ctx: WriteContext, text: string, reading?: LineReading) =>
      writeList(ctx, (tx, list) => writer.addTypedLine(tx, list, text, reading)),

    /** A tick; with the household's `tickedToPantry`, the item goes into the pantry, and an untick takes it back. */
    setChecked: (ctx: WriteContext, itemId: number, checked: boolean) =>
      writeList(ctx, async (tx, list) => {
        const changed = await writer.setChecked(tx, list, itemId, checked);
        if (changed && pantry && (await households.settingsOf(list.ownerId, tx)).tickedToPantry) {
          if (checked) await putInPantry(tx, list, pantry, itemId, {}, false);
          else await takeBackFromPantry(tx, list, pantry, itemId);
        }
        return changed;
      }),

    /** POST …/items/{itemId}/to-pantry: the item's amounts into the pantry, ticked, in one version step. */
    toPantry(
      ctx: WriteContext,
      itemId: number,
      where: ToPantryBody,
    ): Promise<{ list: ItemList; pantry: PantryItem[] }> {
      if (!pantry) throw new Error('The list service was built without the pantry');
      let added: PantryItem[] = [];
      return write(
        ctx,
        async (tx, list) => {
          added = await putInPantry(tx, list, pantry, itemId, where, true);
          return true;
        },
        async (tx, list) => ({ list: await listAnswer(tx, list), pantry: added }),
      );
    },

    deleteItem: (ctx: WriteContext, itemId: number) =>
      writeList(ctx, (tx, list) => writer.deleteItem(tx, list, itemId)),

    /** The older `addRecipe`: one recipe, 409 when it is on the list already. */
    addRecipe: (ctx: WriteContext, recipeId: number) =>
      writeList(ctx, async (tx, list) => {
        if ((await writer.recipesOf(tx, list)).some((r) => r.id === recipeId))
          throw conflict(ERROR_MESSAGES.RECIPE_ALREADY_ON_LIST, undefined, 'RECIPE_ALREADY_ON_LIST');
        return writer.addRecipes(tx, list, [{ id: recipeId }]);
      }),

    /** The older `removeRecipe`: a recipe that is not on the list changes nothing. */
    removeRecipeIfPresent: (ctx: WriteContext, recipeId: number) =>
      writeList(ctx, (tx, list) => writer.removeRecipe(tx, list, recipeId)),

    /** The meal plan's "to the list": recipes with at least these servings, in one change. */
    addWithAtLeast: (ctx: WriteContext, recipes: { id: number; servings: number }[]) =>
      writeList(ctx, (tx, list) => writer.addWithAtLeast(tx, list, recipes)),

    /** Sharing: completes the user's own open list into their history when it holds anything. */
    async archiveOwn(userId: number): Promise<void> {
      const own = await current(userId);
      if (own.items.length > 0 || own.recipes.length > 0) await complete({ callerId: userId }, own.id);
    },

    /**
     * Sharing: the members of these households changed. `members` is part of the list, so each list's
     * version grows and its streams hear of it.
     */
    async membersChanged(ownerIds: number[]): Promise<void> {
      for (const ownerId of new Set(ownerIds)) await writeList({ callerId: ownerId }, async () => true);
    },

    /** The items of one of the household's lists, open or completed; 404 for another's. */
    async itemsOf(callerId: number, listId: number): Promise<ItemList['items']> {
      const ownerId = await households.ownerOf(callerId);
      const row = await repo.findOwnedList(db, ownerId, listId);
      if (!row) throw notFound('Shopping list not found');
      // A covered item (the pantry holds it all) is not on the list as shown, nor in an order.
      return (
        (row.snapshot as ItemList | null)?.items ?? (await repo.findItems(db, listId)).filter((item) => !item.covered)
      );
    },

    /** A page of the household's completed lists (of one list when given), each as it was when completed. */
    async history(callerId: number, page: number, ref?: ListRef): Promise<{ rows: ItemList[]; count: number }> {
      const ownerId = await households.ownerOf(callerId);
      const householdListId = ref === undefined ? undefined : (await resolveList(db, ownerId, ref)).id;
      const { rows, count } = await repo.findListPage(db, ownerId, {
        householdListId,
        completed: true,
        limit: PAGE_SIZE,
        offset: pageOffset(page),
      });
      const lists: ItemList[] = [];
      for (const row of rows) lists.push(await readList(db, row.id, ownerId, households, estimate, false));
      return { rows: lists, count };
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
