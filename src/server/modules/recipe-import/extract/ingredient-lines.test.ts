import { describe, expect, it } from 'vitest';
import { FRACTION_GLYPHS } from '#domain/quantity/fractions.ts';
import { ingredientLines } from './ingredient-lines.ts';

describe('ingredientLines', () => {
  it.each(FRACTION_GLYPHS.map((f) => f.glyph))('splits a comma-joined list whose parts start with %s', (glyph) => {
    const joined = `${glyph} cup milk, 1 tsp vinegar, ${glyph} cup oil`;
    expect(ingredientLines(joined).lines).toEqual([`${glyph} cup milk`, '1 tsp vinegar', `${glyph} cup oil`]);
  });

  it('keeps a list whole when a part has no amount', () => {
    expect(ingredientLines('½ cup milk, 1 onion, salt').lines).toEqual(['½ cup milk, 1 onion, salt']);
  });
});
