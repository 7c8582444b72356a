import { MEALS, type FillInput, type Meal } from '#domain/meal-plan.ts';
import { addPlanDays, planDates } from '#domain/plan-dates.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordPlanEvents } from './plan-events.ts';
import { chefsChoiceFilter, findRandomCandidateIds } from '../recipes/index.ts';
import * as repo from './plan-repository.ts';

/** Recipes planned this many days before `from` are not picked again. */
const DAYS_WITHOUT_REPEAT = 7;

/**
 * Fills the empty slots of `[from, from + days)` with chef's choice picks (API.md, "Fill"), in one
 * transaction under the household's plan lock, so that fills running at once act one after the other.
 */
export async function fillPlan(
  db: Db,
  { ownerId, userId, input }: { ownerId: number; userId: number; input: FillInput },
): Promise<{ ids: number[]; unfilled: number }> {
  const to = addPlanDays(input.from, input.days);
  return inTransaction(db, async (tx) => {
    await repo.lockHouseholdPlan(tx, ownerId);
    const planned = await repo.findPlannedInRange(tx, ownerId, addPlanDays(input.from, -DAYS_WITHOUT_REPEAT), to);
    const filled = new Set(planned.filter((p) => p.date >= input.from).map((p) => `${p.date}/${p.meal}`));
    const used = [...new Set(planned.flatMap((p) => (p.recipeId === null ? [] : [p.recipeId])))];
    const meals = MEALS.filter((m): m is Meal => input.meals.includes(m));
    const empty = planDates(input.from, input.days).flatMap((date) =>
      meals.filter((meal) => !filled.has(`${date}/${meal}`)).map((meal) => ({ date, meal })),
    );
    const picks = await findRandomCandidateIds(tx, chefsChoiceFilter(input, userId), empty.length, used);
    const ids = await repo.insertEntries(
      tx,
      picks.map((pick, i) => ({
        ownerId,
        date: empty[i].date,
        meal: empty[i].meal,
        recipeId: pick.id,
        note: null,
        servings: input.servings ?? Math.min(pick.servings, 100),
      })),
    );
    await recordPlanEvents(tx, { ownerId, actorId: userId, type: 'plan.entry.added', ids });
    return { ids, unfilled: empty.length - picks.length };
  });
}
