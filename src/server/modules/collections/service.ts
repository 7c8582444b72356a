import {
  CollectionLimits,
  type Collection,
  type CollectionEntryInput,
  type CollectionFilter,
  type CollectionRecipe,
  type CollectionSort,
  type CreateCollectionInput,
  type UpdateCollectionInput,
} from '#domain/collection.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound, recipeNotFound } from '../../lib/errors.ts';
import { listFilterFor, type RecipeFilter } from '../recipes/index.ts';
import { appendEntry, countEntries, deleteEntry, existingRecipeIds, replaceEntries } from './entries-repository.ts';
import {
  countManual,
  countSmart,
  findManualPage,
  findSmartPage,
  manualHas,
  pageOf,
  smartHas,
} from './recipes-repository.ts';
import {
  countActiveEntries,
  countCollections,
  deleteCollection,
  findCollection,
  findCollectionPage,
  insertCollection,
  lockOwner,
  updateCollection,
  type CollectionRow,
} from './repository.ts';

const NAME_TAKEN = 'A collection with this name exists';

/** The list's filter of a smart collection: active recipes only, the exact search (no near misses). */
const recipeFilterOf = (filter: CollectionFilter): RecipeFilter => ({
  ...listFilterFor({ ...filter, page: 1 }, { isAdmin: false }),
  fuzzy: false,
});

/** Empty filter values ('', 'all') are not saved, so two equal filters look the same. */
function cleanFilter(filter: CollectionFilter): CollectionFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'),
  ) as CollectionFilter;
}

/** Each user's own collections: manual ones with ordered entries, smart ones from a saved recipe filter. */
export function createCollectionService(db: Db) {
  async function requireOwn(userId: number, id: number): Promise<CollectionRow> {
    const row = await findCollection(db, id);
    // Another user's collection is as unknown as a missing one.
    if (!row || row.userId !== userId) throw notFound('Collection not found');
    return row;
  }

  async function requireManual(userId: number, id: number): Promise<CollectionRow> {
    const row = await requireOwn(userId, id);
    if (row.filter) throw conflict('A smart collection has no entries: its filter chooses its recipes');
    return row;
  }

  async function recipeCount(row: CollectionRow): Promise<number> {
    return row.filter ? countSmart(db, recipeFilterOf(row.filter)) : countManual(db, row.id);
  }

  function shape(row: CollectionRow, count: number): Collection {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      kind: row.filter ? 'smart' : 'manual',
      filter: row.filter,
      recipeCount: count,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const present = async (row: CollectionRow) => shape(row, await recipeCount(row));

  /** Runs a write that may take a name; a taken name is a 409 however the race went. */
  async function naming<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
      throw err;
    }
  }

  async function requireRecipes(ids: number[]): Promise<void> {
    const known = await existingRecipeIds(db, ids);
    if (ids.some((id) => !known.has(id))) throw recipeNotFound();
  }

  return {
    async create(userId: number, input: CreateCollectionInput): Promise<Collection> {
      const row = await naming(() =>
        inTransaction(db, async (tx) => {
          await lockOwner(tx, userId);
          if ((await countCollections(tx, userId)) >= CollectionLimits.maxCollections) {
            throw conflict(`At most ${CollectionLimits.maxCollections} collections a user`);
          }
          return insertCollection(tx, {
            userId,
            name: input.name,
            description: input.description ?? null,
            filter: input.filter ? cleanFilter(input.filter) : null,
          });
        }),
      );
      return present(row);
    },

    async list(userId: number, page: number): Promise<{ rows: Collection[]; count: number }> {
      const { rows, count } = await findCollectionPage(db, userId, page);
      const manual = await countActiveEntries(
        db,
        rows.filter((r) => !r.filter).map((r) => r.id),
      );
      const shaped = await Promise.all(
        rows.map(async (r) => shape(r, r.filter ? await recipeCount(r) : (manual.get(r.id) ?? 0))),
      );
      return { rows: shaped, count };
    },

    async get(userId: number, id: number): Promise<Collection> {
      return present(await requireOwn(userId, id));
    },

    /** A filter may be changed but not added to a manual one nor removed from a smart one (its kind stays). */
    async update(userId: number, id: number, input: UpdateCollectionInput): Promise<Collection> {
      const row = await requireOwn(userId, id);
      if (input.filter && !row.filter) {
        throw badRequest('A manual collection cannot take a filter', { filter: 'a manual collection has no filter' });
      }
      const patch = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.filter === undefined ? {} : { filter: cleanFilter(input.filter) }),
      };
      return present(await naming(() => updateCollection(db, id, patch)));
    },

    async remove(userId: number, id: number): Promise<void> {
      await requireOwn(userId, id);
      await deleteCollection(db, id);
    },

    /** Sets the whole order; an unknown recipe changes nothing (404). */
    async setEntries(userId: number, id: number, entries: CollectionEntryInput[]): Promise<Collection> {
      await requireManual(userId, id);
      await requireRecipes(entries.map((e) => e.recipeId));
      await inTransaction(db, async (tx) => {
        await replaceEntries(
          tx,
          id,
          entries.map((e) => ({ recipeId: e.recipeId, section: e.section ?? null })),
        );
        await updateCollection(tx, id, {});
      });
      return present(await requireOwn(userId, id));
    },

    async addEntry(userId: number, id: number, entry: CollectionEntryInput): Promise<Collection> {
      await requireManual(userId, id);
      await requireRecipes([entry.recipeId]);
      await inTransaction(db, async (tx) => {
        const row = await updateCollection(tx, id, {}); // locks the collection: one append at a time
        if ((await countEntries(tx, row.id)) >= CollectionLimits.maxEntries) {
          throw badRequest(`At most ${CollectionLimits.maxEntries} recipes a collection`, {
            entries: `at most ${CollectionLimits.maxEntries} recipes`,
          });
        }
        if (!(await appendEntry(tx, id, { recipeId: entry.recipeId, section: entry.section ?? null }))) {
          throw conflict('The recipe is already in the collection');
        }
      });
      return present(await requireOwn(userId, id));
    },

    async removeEntry(userId: number, id: number, recipeId: number): Promise<Collection> {
      await requireManual(userId, id);
      if (!(await deleteEntry(db, id, recipeId))) throw notFound('The recipe is not in the collection');
      await updateCollection(db, id, {});
      return present(await requireOwn(userId, id));
    },

    /** A page of the collection's active recipes under a sort (default: position, name for smart ones). */
    async recipes(
      userId: number,
      id: number,
      query: { page: number; sort?: CollectionSort },
    ): Promise<{ rows: CollectionRecipe[]; count: number }> {
      const row = await requireOwn(userId, id);
      return recipePage(row, query.page, query.sort);
    },

    /** For the public page of a share link: the collection, its first recipes in its order, and how many. */
    async shared(
      id: number,
      limit: number,
    ): Promise<{ name: string; description: string | null; recipes: CollectionRecipe[] } | undefined> {
      const row = await findCollection(db, id);
      if (!row) return undefined;
      const sort: CollectionSort = row.filter ? 'name' : 'position';
      const recipes = row.filter
        ? await findSmartPage(db, recipeFilterOf(row.filter), sort, { limit, offset: 0 })
        : await findManualPage(db, row.id, sort, { limit, offset: 0 });
      return { name: row.name, description: row.description, recipes };
    },

    /** The collection's name when it lists this recipe now (active, and an entry or a match), else undefined. */
    async nameIfListing(id: number, recipeId: number): Promise<string | undefined> {
      const row = await findCollection(db, id);
      if (!row) return undefined;
      const listed = row.filter
        ? await smartHas(db, recipeFilterOf(row.filter), recipeId)
        : await manualHas(db, row.id, recipeId);
      return listed ? row.name : undefined;
    },

    /** The collection's name when it is the user's own, for a share link. */
    async ownName(userId: number, id: number): Promise<string> {
      return (await requireOwn(userId, id)).name;
    },
  };

  async function recipePage(row: CollectionRow, page: number, sort?: CollectionSort) {
    const chosen = sort ?? (row.filter ? 'name' : 'position');
    if (row.filter) {
      const filter = recipeFilterOf(row.filter);
      const [rows, count] = await Promise.all([
        findSmartPage(db, filter, chosen, pageOf(page)),
        countSmart(db, filter),
      ]);
      return { rows, count };
    }
    const [rows, count] = await Promise.all([
      findManualPage(db, row.id, chosen, pageOf(page)),
      countManual(db, row.id),
    ]);
    return { rows, count };
  }
}
export type CollectionService = ReturnType<typeof createCollectionService>;
