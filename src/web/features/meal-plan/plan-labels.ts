import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiFailure } from '../../app/api-slice.ts';
import type { Appliance, Cuisine, Restriction } from '#domain/constants.ts';
import type { Meal, PlanEntry } from '#domain/meal-plan.ts';

/** The meals' names by their API key (shown with `t(MEAL_LABELS[meal])`). */
export const MEAL_LABELS: Record<Meal, MessageDescriptor> = {
  breakfast: msg`Breakfast`,
  lunch: msg`Lunch`,
  dinner: msg`Dinner`,
  snack: msg`Snack`,
};

/** The fill dialog's filter values by their API key: the English stays the key as the spec shows it. */
export const CHOICE_LABELS: Record<Cuisine | Restriction | Appliance, MessageDescriptor> = {
  american: msg({ message: 'american', context: 'cuisine' }),
  asian: msg({ message: 'asian', context: 'cuisine' }),
  mexican: msg({ message: 'mexican', context: 'cuisine' }),
  pasta: msg({ message: 'pasta', context: 'cuisine' }),
  mediterranean: msg({ message: 'mediterranean', context: 'cuisine' }),
  salad: msg({ message: 'salad', context: 'cuisine' }),
  soup: msg({ message: 'soup', context: 'cuisine' }),
  fusion: msg({ message: 'fusion', context: 'cuisine' }),
  healthy: msg({ message: 'healthy', context: 'cuisine' }),
  other: msg({ message: 'other', context: 'cuisine' }),
  vegetarian: msg({ message: 'vegetarian', context: 'restriction' }),
  vegan: msg({ message: 'vegan', context: 'restriction' }),
  'glutan-free': msg({ message: 'glutan-free', context: 'restriction' }),
  'nut-free': msg({ message: 'nut-free', context: 'restriction' }),
  'lactose-free': msg({ message: 'lactose-free', context: 'restriction' }),
  pescatarian: msg({ message: 'pescatarian', context: 'restriction' }),
  stovetop: msg({ message: 'stovetop', context: 'appliance' }),
  oven: msg({ message: 'oven', context: 'appliance' }),
  'air fryer': msg({ message: 'air fryer', context: 'appliance' }),
  grill: msg({ message: 'grill', context: 'appliance' }),
  'instant pot': msg({ message: 'instant pot', context: 'appliance' }),
  'slow cooker': msg({ message: 'slow cooker', context: 'appliance' }),
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
