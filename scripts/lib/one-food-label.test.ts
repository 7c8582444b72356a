import { describe, expect, it } from 'vitest';
import { oneFoodOf } from './one-food-label.ts';

describe('oneFoodOf: a label with alternatives under the product convention', () => {
  it.each([
    ['olive or vegetable oil', '1 tsp olive or vegetable oil', 'olive oil'],
    ['semi-skimmed or skimmed milk', '250ml semi-skimmed or skimmed milk', 'semi-skimmed milk'],
    ['light or dark brown sugar', '1 tbsp light or dark brown sugar', 'light brown sugar'],
    ['margarine or butter', '25g margarine or butter', 'margarine'],
    ['dry sherry or rice wine', '1 tbsp dry sherry or rice wine', 'dry sherry'],
    ['butter and/or olive oil', 'Butter and/or olive oil', 'butter'],
    ['butter and or olive oil', 'Butter and/or olive oil', 'butter'],
    ['penne macaroni or bow-tie pasta', '1 lb penne, macaroni or bow-tie pasta', 'penne pasta'],
    [
      'golden delicious pippin or granny smith apples',
      'Golden Delicious, Pippin, or Granny Smith apples',
      'golden delicious',
    ],
    [
      'boneless skinless chicken thighs or breasts',
      'boneless, skinless chicken thighs or breasts',
      'boneless skinless chicken thighs',
    ],
    ['fresh or frozen and thawed tofu skin', '4 oz fresh or frozen and thawed tofu skin', 'fresh tofu skin'],
    ['or less grenadine', '1 tablespoon or less Grenadine', 'or less grenadine'],
    ['salt and pepper', 'salt and pepper', 'salt and pepper'],
    ['rice or so', '2 cups rice or so', 'rice or so'],
  ])('%s → %s', (label, text, expected) => {
    expect(oneFoodOf(label, text)).toBe(expected);
  });
});
