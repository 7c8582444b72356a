import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiFailure } from '../../app/api-slice.ts';
import type { Meal, PlanEntry } from '#domain/meal-plan.ts';

/** The meals' names by their API key (shown with `t(MEAL_LABELS[meal])`). */
export const MEAL_LABELS: Record<Meal, MessageDescriptor> = {
  breakfast: msg`Breakfast`,
  lunch: msg`Lunch`,
  dinner: msg`Dinner`,
  snack: msg`Snack`,
};

/** The cook time options by value. */
export const COOK_TIME_LABELS: Record<string, MessageDescriptor> = {
  all: msg({ message: 'all', context: 'cook time' }),
  '30': msg`< 30 mins`,
  '60': msg`< 60 mins`,
};

/** What an entry is called on screen and in its controls' names: the recipe's name or the note. */
export const entryName = (entry: PlanEntry) => entry.recipe?.name ?? entry.note ?? '';

/** The words of a failed call, from RTK Query's error. */
export const failureMessage = (error: unknown, fallback?: string) =>
  (error as Partial<ApiFailure> | undefined)?.message || fallback || i18n._(msg`Something went wrong.`);

/** A plan date ('YYYY-MM-DD') as the Date at its UTC midnight, for `useFormat()` with `timeZone: 'UTC'`. */
export const planDate = (value: string) => new Date(`${value}T00:00:00Z`);

/** "Monday, November 30" / "Montag, 30. November" (the region named by each day). */
export const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
};
/** "Nov 30" / "30. Nov." (the week's range). */
export const SHORT_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
