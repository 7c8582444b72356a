/**
 * The meal plan as an RFC 5545 calendar (API.md, "Calendar feed"), written by ical-generator: it escapes
 * text, folds lines at 75 octets without splitting a UTF-8 character and ends every line in CRLF.
 */
import ical from 'ical-generator';
import { MEAL_TIMES, type Meal } from '#domain/meal-plan.ts';
import type { PlanEntryRow } from './plan-repository.ts';

export const CALENDAR_NAME = 'Hello Kitchen meal plan';

const capitalised = (meal: Meal) => meal[0].toUpperCase() + meal.slice(1);

/**
 * A floating local time on a plain date. ical-generator writes a floating Date with its UTC fields and no
 * `Z`, so the Date here only carries the wall-clock fields; no time zone is ever applied.
 */
function wallClock(date: string, meal: Meal, plusHours = 0): Date {
  const [y, m, d] = date.split('-').map(Number);
  const { hour, minute } = MEAL_TIMES[meal];
  return new Date(Date.UTC(y, m - 1, d, hour + plusHours, minute));
}

export const recipeAddress = (origin: string, recipeId: number) => `${origin}/user/recipes/${recipeId}`;

/** The feed's text for a household's entries; `origin` is PUBLIC_URL or the request's origin. */
export function writeCalendarFeed(entries: PlanEntryRow[], origin: string): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: 'Hello Kitchen', product: 'Meal plan', language: 'EN' },
    scale: 'GREGORIAN',
  });
  for (const entry of entries) {
    const url = entry.recipe ? recipeAddress(origin, entry.recipe.id) : undefined;
    calendar.createEvent({
      id: `plan-entry-${entry.id}@${host}`,
      stamp: entry.updatedAt,
      start: wallClock(entry.date, entry.meal),
      end: wallClock(entry.date, entry.meal, 1),
      floating: true,
      summary: `${capitalised(entry.meal)}: ${entry.recipe ? entry.recipe.name : entry.note}`,
      description: entry.recipe ? `Servings: ${entry.servings}\n${url}` : undefined,
      url,
    });
  }
  // ical-generator ends the last line without CRLF; RFC 5545 ends every content line with one.
  return `${calendar.toString()}\r\n`;
}
