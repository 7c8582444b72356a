import { describe, expect, it } from 'vitest';
import { proposeMixedNumbers } from './hazards.ts';

describe('proposeMixedNumbers', () => {
  it('splits run-together mixed numbers and lists each changed line', () => {
    const read = proposeMixedNumbers([
      '11/2 cups flour',
      '2 eggs',
      '21/4 tsp yeast',
      'Milk: 31/2 cups',
      '13/4 oz butter',
    ]);
    expect(read.lines).toEqual([
      '1 1/2 cups flour',
      '2 eggs',
      '2 1/4 tsp yeast',
      'Milk: 3 1/2 cups',
      '1 3/4 oz butter',
    ]);
    expect(read.hazards).toEqual([
      {
        index: 0,
        read: '11/2 cups flour',
        proposed: '1 1/2 cups flour',
        reason: expect.stringContaining('11/2 cups flour'),
      },
      { index: 2, read: '21/4 tsp yeast', proposed: '2 1/4 tsp yeast', reason: expect.any(String) },
      { index: 3, read: 'Milk: 31/2 cups', proposed: 'Milk: 3 1/2 cups', reason: expect.any(String) },
      { index: 4, read: '13/4 oz butter', proposed: '1 3/4 oz butter', reason: expect.any(String) },
    ]);
  });

  it('leaves real and plausible fractions, dates and odd denominators as written', () => {
    const lines = [
      '3/4 cup sugar',
      '1 1/2 cups milk',
      '5/2 cups water',
      '11/12 oz',
      'Made 11/2/2024',
      '10/3 g salt',
      '10/2 tsp',
      '1.5 cups',
    ];
    expect(proposeMixedNumbers(lines)).toEqual({ lines, hazards: [] });
  });

  it('reads sixteenths with two digits after the whole', () => {
    expect(proposeMixedNumbers(['115/16 in pan']).lines).toEqual(['1 15/16 in pan']);
  });
});
