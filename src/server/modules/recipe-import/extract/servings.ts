import { asList, cleanText } from './text.ts';

/**
 * The servings number in a recipeYield (a number, "4 servings", "Serves 4-6", ["4", "4 servings"]),
 * and the yield as written when it says more than a number ("about 20 rolls"), for yieldText.
 */
export function readYield(value: unknown): { servings: number | null; yieldText: string | null } {
  let servings: number | null = null;
  let yieldText: string | null = null;
  for (const item of asList(value)) {
    const text = cleanText(item);
    if (!text) continue;
    const match = /(\d+(?:[.,]\d+)?)/.exec(text);
    if (servings === null && match) {
      const n = Math.round(Number(match[1].replace(',', '.')));
      if (n > 0 && n <= 1000) servings = n;
    }
    if (yieldText === null && !/^\d+(?:[.,]\d+)?(?:\s*(?:servings?|portions?|people|persons?))?$/i.test(text)) {
      yieldText = text.slice(0, 200);
    }
  }
  return { servings, yieldText };
}
