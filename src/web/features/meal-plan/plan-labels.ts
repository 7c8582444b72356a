import type { ApiFailure } from '../../app/api-slice.ts';
import type { Meal, PlanEntry } from '#domain/meal-plan.ts';

export const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** What an entry is called on screen and in its controls' names: the recipe's name or the note. */
export const entryName = (entry: PlanEntry) => entry.recipe?.name ?? entry.note ?? '';

/** The words of a failed call, from RTK Query's error. */
export const failureMessage = (error: unknown, fallback = 'Something went wrong.') =>
  (error as Partial<ApiFailure> | undefined)?.message || fallback;

