import { describe, expect, it } from 'vitest';
import { chefsChoiceTarget, takeUntilTarget } from './chefs-choice.ts';

const r = (id: number, servings: number) => ({ id, servings });

describe('chefsChoiceTarget', () => {
  it('is people × meals', () => {
    expect(chefsChoiceTarget({ people: 3, meals: 4 })).toBe(12);
    expect(chefsChoiceTarget({ people: 1, meals: 1 })).toBe(1);
  });
});

describe('takeUntilTarget', () => {
  it('takes in the given order until the servings reach the target', () => {
    const result = takeUntilTarget([r(5, 4), r(2, 4), r(9, 4), r(1, 4)], 10);
    expect(result.picked.map((p) => p.id)).toEqual([5, 2, 9]);
    expect(result.totalServings).toBe(12);
    expect(result.insufficient).toBe(false);
  });

  it('stops exactly at the target', () => {
    const result = takeUntilTarget([r(1, 6), r(2, 6), r(3, 6)], 12);
    expect(result.picked.map((p) => p.id)).toEqual([1, 2]);
    expect(result.totalServings).toBe(12);
    expect(result.insufficient).toBe(false);
  });

  it('flags insufficient servings when the candidates run out', () => {
    const result = takeUntilTarget([r(1, 2), r(2, 3)], 20);
    expect(result.picked.map((p) => p.id)).toEqual([1, 2]);
    expect(result.totalServings).toBe(5);
    expect(result.insufficient).toBe(true);
  });

  it('answers nothing, insufficiently, for no candidates', () => {
    expect(takeUntilTarget([], 4)).toEqual({ picked: [], totalServings: 0, insufficient: true });
  });

  it('never picks a recipe twice', () => {
    const result = takeUntilTarget([r(1, 2), r(1, 2), r(2, 2), r(2, 2)], 8);
    expect(result.picked.map((p) => p.id)).toEqual([1, 2]);
    expect(result.totalServings).toBe(4);
    expect(result.insufficient).toBe(true);
  });

  it('keeps the extra fields of the candidates', () => {
    const result = takeUntilTarget([{ id: 1, servings: 8, name: 'stew' }], 2);
    expect(result.picked).toEqual([{ id: 1, servings: 8, name: 'stew' }]);
  });
});
