import { durationMinutes } from '../../recipe-import/index.ts';

const UNIT_MINUTES: [RegExp, number][] = [
  [/^d(ays?)?$/, 24 * 60],
  [/^h(rs?|ours?)?$/, 60],
  [/^m(ins?|inutes?)?$/, 1],
  [/^s(ecs?|econds?)?$/, 1 / 60],
];

/**
 * Minutes of a time in any encoding the apps use: a number, ISO 8601 (PT1H30M), or text ("1 hour 30
 * minutes", "1 hr 30 min", "1h30m", "45 mins"). Every part counts, not only the first number.
 */
export function minutesOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const iso = durationMinutes(value);
  if (iso !== null) return iso > 0 ? iso : null;
  if (typeof value !== 'string' || value.length > 80) return null;
  let total = 0;
  let found = false;
  for (const m of value.toLowerCase().matchAll(/(\d+(?:[.,]\d+)?)\s*([a-z]+)/g)) {
    const unit = UNIT_MINUTES.find(([re]) => re.test(m[2]));
    if (!unit) continue;
    total += Number(m[1].replace(',', '.')) * unit[1];
    found = true;
  }
  if (!found) {
    const clock = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(value);
    if (clock) return Number(clock[1]) * 60 + Number(clock[2]) || null;
    return null;
  }
  return total > 0 ? Math.round(total) : null;
}

/** Times as import from a link fills them: prep; total (given, else prep plus cook) as cook and total. */
export function fillTimes(prep: unknown, cook: unknown, total: unknown) {
  const p = minutesOf(prep);
  const c = minutesOf(cook);
  const given = minutesOf(total);
  const sum = (p ?? 0) + (c ?? 0);
  const t = given ?? (sum > 0 ? sum : null);
  return { prepTime: p, cookTime: t, totalTime: t };
}

/** The leading number of a yield ("4 portions" → 4), and the text when it says more than a number. */
export function yieldOf(value: unknown): { servings: number | null; yieldText: string | null } {
  if (typeof value === 'number') return { servings: value > 0 ? Math.round(value) : null, yieldText: null };
  if (typeof value !== 'string') return { servings: null, yieldText: null };
  const text = value.trim();
  const m = /^\D{0,20}?(\d+(?:[.,]\d+)?)/.exec(text);
  const n = m ? Math.round(Number(m[1].replace(',', '.'))) : null;
  const plain = /^\d+(?:[.,]\d+)?(\s*(servings?|portions?|people|persons?))?$/i.test(text);
  return { servings: n && n > 0 ? n : null, yieldText: text && !plain ? text : null };
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)
      ? Number(v)
      : null;
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const httpUrl = (v: unknown): string | null => {
  const s = str(v).trim();
  return /^https?:\/\/\S+$/i.test(s) && URL.canParse(s) ? s : null;
};
