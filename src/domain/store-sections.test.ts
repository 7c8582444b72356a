import { describe, expect, it } from 'vitest';
import { storeSectionOf } from './store-sections.ts';

describe('storeSectionOf', () => {
  it.each([
    ['onions', 'produce'],
    ['red onion', 'produce'],
    ['milk', 'dairy and eggs'],
    ['large eggs', 'dairy and eggs'],
    ['chicken thighs', 'meat and fish'],
    ['chicken stock', 'pantry'],
    ['all-purpose flour', 'pantry'],
    ['black pepper', 'spices'],
    ['bell pepper', 'produce'],
    ['salt', 'spices'],
    ['sourdough bread', 'bakery'],
    ['frozen peas', 'produce'],
    ['paper towels', 'household'],
    ['orange juice', 'drinks'],
    ['quinoa', 'other'],
  ])('%s is in %s', (name, section) => {
    expect(storeSectionOf(name)).toBe(section);
  });
});
