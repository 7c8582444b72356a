import { amountPattern, readAmount } from './quantity/fractions.ts';

/** Durations written in a method step ('bake for 25 minutes', 'simmer 1-2 hours'), for cook-mode timers. */

export interface StepDuration {
  /** Offsets of the phrase in the step, so it can be shown as a button in place. */
  start: number;
  end: number;
  text: string;
  /** The low end of a range: the time to check. */
  seconds: number;
  /** The high end of a range, or null. */
  secondsMax: number | null;
}

const NUMBER = `(?:${amountPattern({ decimalComma: true })}|an?|one|two|three|four|five|six|ten|half an?)`;
const UNIT = '(?:hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)';
const RANGE_JOIN = '\\s*(?:-|–|—|to|or)\\s*';
const PHRASE = new RegExp(
  `(?<![\\p{L}\\d])(?<low>${NUMBER})(?:${RANGE_JOIN}(?<high>${NUMBER}))?\\s*-?\\s*(?<unit>${UNIT})` +
    `(?:\\s*(?:and\\s+)?(?<low2>\\d+)(?:${RANGE_JOIN}(?<high2>\\d+))?\\s*(?<unit2>minutes?|mins?|m|seconds?|secs?|s))?(?![\\p{L}])`,
  'giu',
);

const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

function numberValue(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (/^half an?$/.test(t)) return 0.5;
  if (Object.hasOwn(WORDS, t)) return WORDS[t];
  return readAmount(t, { decimalComma: true });
}

function unitSeconds(unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('h')) return 3600;
  if (u.startsWith('m')) return 60;
  return 1;
}

/** Every duration in a step, in order. 'a' or 'one' counts only before a full unit word ('an hour'). */
export function findDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const m of step.matchAll(PHRASE)) {
    const g = m.groups!;
    const low = numberValue(g.low!);
    const high = g.high === undefined ? undefined : numberValue(g.high);
    const wordy = /^[a-z]/i.test(g.low!.trim());
    // 'a m', '2 s' or 'one h' are not durations; a lone letter unit needs a digit before it.
    if (low === undefined || low <= 0 || (wordy && g.unit!.length <= 3) || (g.high !== undefined && high === undefined))
      continue;
    const size = unitSeconds(g.unit!);
    let seconds = low * size;
    let secondsMax = high === undefined || high <= low ? null : high * size;
    if (g.low2 !== undefined) {
      const size2 = unitSeconds(g.unit2!);
      seconds += Number(g.low2) * size2;
      if (secondsMax !== null) secondsMax += Number(g.high2 ?? g.low2) * size2;
      else if (g.high2 !== undefined) secondsMax = seconds - Number(g.low2) * size2 + Number(g.high2) * size2;
    }
    const text = m[0].trimEnd();
    found.push({
      start: m.index,
      end: m.index + text.length,
      text,
      seconds: Math.round(seconds),
      secondsMax: secondsMax === null ? null : Math.round(secondsMax),
    });
  }
  return found;
}

/** A running timer's remaining time: '1:05:09', '24:59', '0:07'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
