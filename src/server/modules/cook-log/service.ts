import type { CookEntry, CookedAnswer, CookedInput, PatchCookEntryInput, RatingAnswer } from '#domain/cook-log.ts';
import { CookLogLimits, NO_COOK_STATS } from '#domain/cook-log.ts';
import { recipeLine } from '#domain/list-items.ts';
import type { NeedLine } from '#domain/pantry-cover.ts';
import { addPlanDays, utcToday } from '#domain/plan-dates.ts';
import { expandBatches, type RecipeGraph } from '#domain/sub-recipe-expansion.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound, recipeNotFound } from '../../lib/errors.ts';
import type { HouseholdService } from '../households/index.ts';
import type { PantryService } from '../pantry/index.ts';
import { findRecipeGraph } from '../recipes/index.ts';
import { IMPORTED_IMAGES } from '../recipe-migration/index.ts';
import { answerOnce, type WriteContext } from '../idempotency/index.ts';
import { cleanPhoto, type PhotoType } from './photo.ts';
import type { CookLogRepository, CookRow } from './repository.ts';

const entryNotFound = () => notFound('Cook log entry not found');

/** An entry as the API answers it (without whose household it is). */
const entryAnswer = ({ ownerId: _owner, userId: _user, ...entry }: CookRow): CookEntry => entry;

/** The recipe's lines at `servings`, sub-recipes expanded, as the list reads them; amounts scaled. */
function needsOf(graph: RecipeGraph, recipeId: number, servings: number): NeedLine[] {
  const own = graph.get(recipeId)!.servings ?? 1;
  return expandBatches(graph, recipeId, servings / own).map((line) => {
    const read = recipeLine(recipeId, {
      qty: line.qty,
      measurement: line.unit ?? '',
      text: line.text,
      name: line.name,
    });
    return { foodKey: read.foodKey, name: read.name, amount: read.source.amount ?? { qty: null, unit: null } };
  });
}

/** "Cooked it" (docs/api/kitchen-loop.md): the household's cook log, ratings and the pantry deduction. */
export function createCookLogService(deps: {
  db: Db;
  repo: CookLogRepository;
  households: HouseholdService;
  pantry: PantryService;
  now: () => Date;
}) {
  const { db, repo, households, pantry, now } = deps;

  /** 400 for a day after tomorrow (UTC: the web sends the cook's local date, at most a day ahead). */
  function checkDate(date: string | undefined) {
    if (date !== undefined && date > addPlanDays(utcToday(now()), 1))
      throw badRequest('Invalid cook log entry', { date: 'date may not be after tomorrow' });
  }

  /**
   * Runs `work` in one transaction with the caller's household; a repeated `Idempotency-Key` answers the
   * stored answer and changes nothing (as the list's writes do).
   */
  const write = <T>(ctx: WriteContext, status: number, work: (tx: Db, ownerId: number) => Promise<T>) =>
    inTransaction(db, (tx) =>
      answerOnce(
        tx,
        ctx.callerId,
        ctx.idempotencyKey,
        async () => work(tx, await households.ownerOf(ctx.callerId, tx)),
        status,
      ),
    );

  /** The entry, if the caller wrote it: 404 for another household's, 403 for another member's. */
  async function requireOwnEntry(tx: Db, ownerId: number, callerId: number, id: number): Promise<CookRow> {
    const row = await repo.get(id, tx);
    if (!row || row.ownerId !== ownerId) throw entryNotFound();
    if (row.userId !== callerId) throw forbidden('Only the cook who logged this entry may change it', 'OWNER_REQUIRED');
    return row;
  }

  async function ratingOf(tx: Db, ownerId: number, userId: number, recipeId: number): Promise<RatingAnswer> {
    const stats = (await repo.stats(tx, ownerId, [recipeId])).get(recipeId) ?? NO_COOK_STATS;
    return {
      myRating: await repo.myRating(tx, userId, recipeId),
      averageRating: stats.averageRating,
      ratingCount: stats.ratingCount,
    };
  }

  return {
    /** The recipe-list and full-recipe facts of a household (wired into the recipes module). */
    cooking: {
      ownerOf: (userId: number) => households.ownerOf(userId),
      stats: (ownerId: number, recipeIds: number[]) => repo.stats(db, ownerId, recipeIds),
      myRating: (userId: number, recipeId: number) => repo.myRating(db, userId, recipeId),
    },

    async cook(ctx: WriteContext, recipeId: number, input: CookedInput): Promise<CookedAnswer> {
      checkDate(input.date);
      return write(ctx, 201, async (tx, ownerId) => {
        const graph = await findRecipeGraph(tx, [recipeId]);
        const recipe = graph.get(recipeId);
        if (!recipe) throw recipeNotFound();
        const servings = input.servings ?? Math.min(recipe.servings ?? 1, CookLogLimits.maxServings);
        const taken = input.deduct
          ? await pantry.takeForCooking(tx, ownerId, needsOf(graph, recipeId, servings))
          : { deducted: [], short: [] };
        const row = await repo.insert(tx, {
          ownerId,
          userId: ctx.callerId,
          recipeId,
          date: input.date ?? utcToday(now()),
          servings,
          rating: input.rating ?? null,
          note: input.note ?? '',
        });
        if (input.rating != null) await repo.rate(tx, ctx.callerId, recipeId, input.rating);
        const stats = (await repo.stats(tx, ownerId, [recipeId])).get(recipeId) ?? NO_COOK_STATS;
        const myRating = await repo.myRating(tx, ctx.callerId, recipeId);
        return {
          entry: entryAnswer(row),
          ...taken,
          recipe: { id: recipe.id, name: recipe.name, ...stats, myRating },
        };
      });
    },

    async recipeLog(userId: number, recipeId: number, page: number): Promise<{ rows: CookEntry[]; count: number }> {
      if (!(await repo.recipe(db, recipeId))) throw recipeNotFound();
      const { rows, count } = await repo.forRecipe(await households.ownerOf(userId), recipeId, page);
      return { rows: rows.map(entryAnswer), count };
    },

    async myLog(userId: number, page: number): Promise<{ rows: CookEntry[]; count: number }> {
      const { rows, count } = await repo.forUser(userId, page);
      return { rows: rows.map(entryAnswer), count };
    },

    /** Every entry the user wrote and every rating they gave (the personal export). */
    async exportOf(userId: number) {
      return {
        entries: (await repo.allOfUser(userId)).map(entryAnswer),
        ratings: await repo.ratingsOf(userId),
      };
    },

    /** A rating changed here becomes the cook's rating of the recipe too, as on POST. */
    async update(ctx: WriteContext, id: number, input: PatchCookEntryInput): Promise<CookEntry> {
      checkDate(input.date);
      return write(ctx, 200, async (tx, ownerId) => {
        const row = await requireOwnEntry(tx, ownerId, ctx.callerId, id);
        if (input.rating != null) await repo.rate(tx, ctx.callerId, row.recipe.id, input.rating);
        return entryAnswer(await repo.update(tx, id, input));
      });
    },

    async remove(ctx: WriteContext, id: number): Promise<void> {
      await write(ctx, 204, async (tx, ownerId) => {
        await requireOwnEntry(tx, ownerId, ctx.callerId, id);
        await repo.remove(tx, id);
      });
    },

    /** The photo re-encoded without metadata, kept by its hash and served under /images/imported/. */
    async setPhoto(ctx: WriteContext, id: number, bytes: Buffer, mime: PhotoType): Promise<CookEntry> {
      // Checked before decoding, so a stranger cannot make the server decode pictures for nothing.
      const ownerId = await households.ownerOf(ctx.callerId);
      await requireOwnEntry(db, ownerId, ctx.callerId, id);
      const photo = await cleanPhoto(bytes, mime);
      return write(ctx, 200, async (tx, household) => {
        await requireOwnEntry(tx, household, ctx.callerId, id);
        await repo.storePicture(tx, photo.sha256, photo.mime, photo.bytes);
        return entryAnswer(await repo.update(tx, id, { photo: `${IMPORTED_IMAGES}${photo.sha256}.${photo.ext}` }));
      });
    },

    async rate(ctx: WriteContext, recipeId: number, rating: number | null): Promise<RatingAnswer> {
      return write(ctx, 200, async (tx, ownerId) => {
        if (!(await repo.recipe(tx, recipeId))) throw recipeNotFound();
        await repo.rate(tx, ctx.callerId, recipeId, rating);
        return ratingOf(tx, ownerId, ctx.callerId, recipeId);
      });
    },
  };
}
export type CookLogService = ReturnType<typeof createCookLogService>;
