import type { FullRecipe, RecipeSummary } from '#domain/recipe.ts';
import type { PreferenceAction } from '#domain/shopping-list.ts';
import { isForeignKeyViolation, type Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recipeNotFound } from '../../lib/errors.ts';
import { findFullRecipes, findRecipeSummaries, recipeExists } from '../recipes/index.ts';
import * as repo from './repository.ts';

export type { PreferenceKind } from './repository.ts';

/** The lists of likes and dislikes answer the newest this many recipes (no endpoint is unbounded). */
export const MAX_LISTED_PREFERENCES = 500;

/** The id lists are cheap (a few bytes a recipe), so they reach further back than the recipe lists. */
export const MAX_LISTED_IDS = 5000;

const other = (kind: repo.PreferenceKind): repo.PreferenceKind => (kind === 'like' ? 'dislike' : 'like');

/** Likes and dislikes: exclusive per recipe, changed in one transaction per request. */
export function createPreferenceService(db: Db) {
  return {
    /**
     * Adds or removes a like (or dislike). Adding removes the opposite preference in the same transaction,
     * which holds a lock on the user's row so that concurrent flips cannot leave both. Removing a
     * preference that is not there changes nothing. Answers the user's updated list as summaries.
     */
    async update(
      userId: number,
      kind: repo.PreferenceKind,
      { action, id }: PreferenceAction,
    ): Promise<RecipeSummary[]> {
      try {
        await inTransaction(db, async (tx) => {
          if (!(await recipeExists(tx, id))) throw recipeNotFound();
          await repo.lockUser(tx, userId);
          if (action === 'remove') return repo.deletePreference(tx, kind, userId, id);
          await repo.deletePreference(tx, other(kind), userId, id);
          await repo.insertPreference(tx, kind, userId, id);
        });
      } catch (err) {
        // The recipe was deleted between the check and the insert.
        if (isForeignKeyViolation(err)) throw recipeNotFound();
        throw err;
      }
      const ids = await repo.findPreferenceIds(db, kind, userId, MAX_LISTED_PREFERENCES);
      return findRecipeSummaries(db, ids);
    },

    /** The user's liked (or disliked) recipes, newest first, at most MAX_LISTED_PREFERENCES. */
    async list(userId: number, kind: repo.PreferenceKind): Promise<FullRecipe[]> {
      const ids = await repo.findPreferenceIds(db, kind, userId, MAX_LISTED_PREFERENCES);
      return findFullRecipes(db, ids);
    },

    /** Only the ids of the user's liked (or disliked) recipes, newest first, at most MAX_LISTED_IDS. */
    async ids(userId: number, kind: repo.PreferenceKind): Promise<{ ids: number[] }> {
      return { ids: await repo.findPreferenceIds(db, kind, userId, MAX_LISTED_IDS) };
    },
  };
}
export type PreferenceService = ReturnType<typeof createPreferenceService>;
