/**
 * Plain calendar dates ('YYYY-MM-DD') for the meal plan. The arithmetic runs on UTCDate (date-fns), a date
 * whose fields are read in UTC, so no local time zone and no daylight-saving change can shift a day.
 */
import { UTCDate } from '@date-fns/utc';
// One module per function: the package's index loads all ~300 of them (about 8 MB of the server's idle memory).
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { startOfWeek } from 'date-fns/startOfWeek';

export const PLAN_DATE_MIN = '2000-01-01';
export const PLAN_DATE_MAX = '2100-12-31';
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcDate(value: string): UTCDate {
  const match = SHAPE.exec(value);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${value}`);
  return new UTCDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const fromUtcDate = (value: Date) => format(value, 'yyyy-MM-dd');

/** Written YYYY-MM-DD and a day that exists (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return SHAPE.test(value) && fromUtcDate(toUtcDate(value)) === value;
}

/** Within the plan's range, 2000-01-01 to 2100-12-31 (text order is date order for this shape). */
export const isInPlanRange = (value: string) => value >= PLAN_DATE_MIN && value <= PLAN_DATE_MAX;

export const addPlanDays = (value: string, days: number) => fromUtcDate(addDays(toUtcDate(value), days));

/** The dates `[from, from + days)`. */
export const planDates = (from: string, days: number) => Array.from({ length: days }, (_, i) => addPlanDays(from, i));

/** The Monday of the week (Monday to Sunday) that holds the date. */
export const mondayOf = (value: string) => fromUtcDate(startOfWeek(toUtcDate(value), { weekStartsOn: 1 }));

/** 'Monday, November 30', as en-US writes a weekday and date. */
export const weekdayLabel = (value: string) => format(toUtcDate(value), 'EEEE, MMMM d');

/** Today's date in UTC (the feed's window). */
export const utcToday = (now: Date = new Date()) => format(new UTCDate(now.getTime()), 'yyyy-MM-dd');

/** Today's date on the local calendar of this runtime (the browser's time zone in the web app). */
export const localToday = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');
