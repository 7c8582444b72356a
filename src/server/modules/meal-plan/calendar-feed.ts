/**
 * The meal plan as an RFC 5545 calendar (API.md, "Calendar feed"), written by ical-generator: it escapes
 * text, folds lines at 75 octets without splitting a UTF-8 character and ends every line in CRLF.
 */
import ical from 'ical-generator';
import { MEAL_TIMES, type Meal } from '#domain/meal-plan.ts';
import { fillMessage } from '../languages/index.ts';
import type { PlanEntryRow } from './plan-repository.ts';

/** Looks an English text up in the feed user's language (modules/languages, Catalogs.translate). */
export type Translate = (message: string, values?: Record<string, string | number>) => string;

const english: Translate = (message, values = {}) => fillMessage(message, values);

// The English texts are msgids of the catalogs, marked `#. server: calendar feed` in src/locales/*.po.
const MEAL_WORDS: Record<Meal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

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

/**
 * The feed's text for a household's entries; `origin` is PUBLIC_URL or the request's origin. The meal word,
 * "Servings" and the calendar's name are in the language of `translate`; recipe names and notes as written.
 */
export function writeCalendarFeed(entries: PlanEntryRow[], origin: string, translate: Translate = english): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: translate('Hello Kitchen meal plan'),
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
      summary: translate('{meal}: {title}', {
        meal: translate(MEAL_WORDS[entry.meal]),
        title: entry.recipe ? entry.recipe.name : (entry.note ?? ''),
      }),
      description: entry.recipe
        ? `${translate('Servings: {count}', { count: entry.servings ?? 0 })}\n${url}`
        : undefined,
      url,
    });
  }
  // ical-generator ends the last line without CRLF; RFC 5545 ends every content line with one.
  return `${calendar.toString()}\r\n`;
}
