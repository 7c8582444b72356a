import type { System } from './units.ts';

/**
 * Which unit system a person sees when their `units` setting is `null` ("Automatic"): the region of their
 * first browser language, completed by likely subtags (api/languages.md, "Units").
 */

/** Regions that measure in US customary units: the United States, Liberia and Myanmar. */
const US_CUSTOMARY_REGIONS: ReadonlySet<string> = new Set(['US', 'LR', 'MM']);

/** The language the app falls back to when the browser names none, or none that parses: English. */
const FALLBACK_TAG = 'en';

/**
 * The region of a language tag, with likely subtags filled in: 'en-GB' → GB, 'en' → US, 'es' → ES,
 * 'my' → MM; undefined for a tag that does not parse.
 */
export function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The unit system for a browser's languages (`navigator.languages`): US customary when the first tag's
 * region is US, LR or MM, metric for every other region. No tag, or one that does not parse, counts as
 * English ('en' → US), the language the app shows then.
 */
export function unitsForRegion(languageTags: readonly string[]): System {
  const region = regionOf(languageTags[0] ?? FALLBACK_TAG) ?? regionOf(FALLBACK_TAG);
  return region !== undefined && US_CUSTOMARY_REGIONS.has(region) ? 'us' : 'metric';
}

/** The active unit system: the user's setting, or by region when it is `null` (automatic). */
export function activeUnits(setting: System | null, languageTags: readonly string[]): System {
  return setting ?? unitsForRegion(languageTags);
}
