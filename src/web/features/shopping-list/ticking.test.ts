import { describe, expect, it } from 'vitest';
import { checkedAfterRecipeToggle, isRecipeChecked, isRecipePartlyChecked, type CheckedMap } from './ticking.ts';

const recipe = { id: 1, lineItems: [{ id: 11 }, { id: 12 }, { id: 13 }] };

describe('shopping-list ticking', () => {
  it('ticking a recipe ticks all of its ingredients, and unticking clears them', () => {
    const ticked = checkedAfterRecipeToggle({}, recipe);
    expect(ticked).toMatchObject({ '1:11': true, '1:12': true, '1:13': true });
    expect(isRecipeChecked(ticked, recipe)).toBe(true);
    const cleared = checkedAfterRecipeToggle(ticked, recipe);
    expect(isRecipeChecked(cleared, recipe)).toBe(false);
    expect(Object.keys(cleared)).toEqual([]);
  });

  it('a recipe is ticked once every ingredient is, and partly ticked before that', () => {
    let checked: CheckedMap = { '1:11': true };
    expect(isRecipePartlyChecked(checked, recipe)).toBe(true);
    expect(isRecipeChecked(checked, recipe)).toBe(false);
    checked = { ...checked, '1:12': true, '1:13': true };
    expect(isRecipeChecked(checked, recipe)).toBe(true);
    expect(isRecipePartlyChecked(checked, recipe)).toBe(false);
  });

  it('ticking a partly ticked recipe ticks the rest; other recipes are untouched', () => {
    const checked = checkedAfterRecipeToggle({ '1:11': true, '2:21': true }, recipe);
    expect(isRecipeChecked(checked, recipe)).toBe(true);
    expect(checked['2:21']).toBe(true);
  });

  it('a recipe without ingredients is ticked on its own', () => {
    const bare = { id: 5, lineItems: [] };
    expect(isRecipeChecked(checkedAfterRecipeToggle({}, bare), bare)).toBe(true);
  });
});
