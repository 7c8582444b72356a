import { describe, expect, it } from 'vitest';
import { blankRecipe } from './readers/types.ts';
import { toPayload } from './to-payload.ts';

// "Text is cleaned: NUL and lone surrogates removed (with a warning), surrounding spaces trimmed. A text
// longer than the field allows is cut at a word with a warning, never refused" (API.md), and keywords
// "deduplicated case-insensitively, each 1 to 64 characters".
const options = { app: 'mealie' as const, activate: true, img: null, importedAt: new Date('2026-01-01T00:00:00Z') };

describe('a migrated recipe as a payload', () => {
  it('removes NUL and lone surrogates with one warning, and trims', () => {
    const r = {
      ...blankRecipe('  Chi\u0000li \uD800'),
      lines: [{ text: '2 cups \uDC00beans' }],
      steps: ['Sim\u0000mer.'],
      servings: 4,
    };
    const { payload, warnings } = toPayload(r, options);
    expect(payload.recipeDetails.name).toBe('Chili');
    expect(payload.ingredients[0].text).toBe('2 cups beans');
    expect(payload.instructions).toEqual(['Simmer.']);
    expect(warnings).toEqual(['NUL characters or broken characters (lone surrogates) were removed.']);
  });

  it('cuts a text longer than its field at a word, with a warning, and keeps the recipe', () => {
    const keyword = `${'word '.repeat(15)}end`; // 79 characters
    const step = `${'stir '.repeat(1100)}done`;
    const r = { ...blankRecipe('Soup'), lines: [{ text: 'water' }], steps: [step], servings: 2, keywords: [keyword] };
    const { payload, warnings } = toPayload(r, options);
    expect(payload.keywords![0].length).toBeLessThanOrEqual(64);
    expect(payload.keywords![0].endsWith('word')).toBe(true);
    expect(payload.instructions![0].length).toBeLessThanOrEqual(5000);
    expect(payload.instructions![0].endsWith('stir')).toBe(true);
    expect(warnings).toEqual(['The keyword was cut to 64 characters.', 'The step was cut to 5000 characters.']);
  });

  it('keeps each keyword once whatever its case, the first spelling, and maps cuisines and restrictions', () => {
    const r = {
      ...blankRecipe('Tacos'),
      lines: [{ text: 'tortillas' }],
      servings: 4,
      keywords: ['Vegan', 'Mexican', 'vegan', ' MEXICAN ', 'Quick'],
    };
    const { payload } = toPayload(r, options);
    expect(payload.keywords).toEqual(['Vegan', 'Mexican', 'Quick']);
    expect(payload.cuisines).toEqual(['mexican']);
    expect(payload.restrictions).toEqual(['vegan']);
  });
});
