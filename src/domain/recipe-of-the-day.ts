/** The UTC calendar date of an instant, as `YYYY-MM-DD`. */
export function utcIsoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** FNV-1a, 32 bit: small, stable across runtimes, and well spread for short strings. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Position of the recipe of the day among the active recipes ordered by id (spec §9: from the
 * recipe count and the date). The same for every caller on a given UTC date; -1 when there is none.
 */
export function recipeOfTheDayIndex(activeCount: number, isoDate: string): number {
  if (!Number.isInteger(activeCount) || activeCount <= 0) return -1;
  return fnv1a(isoDate) % activeCount;
}
