import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { mergeRecipeLines, recipesOf, type OpenList } from './list-writer.ts';
import { ensureDefaultList } from './household-lists-repository.ts';
import * as repo from './repository.ts';

/**
 * Gives the recipes put on open lists before lists kept items (their servings are null) their servings and
 * their items, once, at start after the migrations. The items come from the same domain rules as every
 * change (parsing, units, store sections), which SQL alone could not apply. Each list is one change: one
 * version step and a notice. Completed lists are left alone: history shows them as they were.
 */
export async function upgradeLegacyLists(db: Db): Promise<void> {
  for (const ownerId of await repo.findLegacyOpenListOwners(db)) {
    await inTransaction(db, async (tx) => {
      // The list's own owner, not their household's: a member's own list is kept, unseen, while they share another.
      const householdList = await ensureDefaultList(tx, ownerId);
      const locked = await repo.lockOpenList(tx, householdList.id);
      if (!locked) return;
      const list: OpenList = { id: locked.id, ownerId, householdListId: householdList.id };
      const legacy = (await recipesOf(tx, list)).filter((r) => r.servings === null);
      if (legacy.length === 0) return;
      for (const recipe of legacy) {
        recipe.servings = recipe.recipeServings = recipe.currentServings;
        await repo.setListServings(tx, list.id, recipe.id, recipe.servings, recipe.servings);
      }
      await mergeRecipeLines(
        tx,
        list,
        legacy.map((r) => r.id),
      );
      await repo.bumpVersion(tx, ownerId, list.id);
    });
  }
}
