import { describe, expect, it } from 'vitest';
import { shortfallOf } from './list-shortfall.ts';
import type { StockItem } from './pantry-cover.ts';

const one = () => 1;
const stock = (qty: number | null, unit: string | null, staple = false): StockItem[] => [
  { foodKey: 'flour', amount: { qty, unit }, staple },
];
const recipe = (qty: number | null, unit: string | null) => ({ recipeId: 1, text: 'flour', amount: { qty, unit } });
const typed = (qty: number, unit: string) => ({ recipeId: null, text: `${qty} ${unit} flour`, amount: { qty, unit } });
const item = (
  sources: ReturnType<typeof recipe | typeof typed>[],
  movedAmounts = [] as { qty: number; unit: string }[],
) => ({
  foodKey: 'flour',
  name: 'flour',
  sources,
  movedAmounts,
});

describe('shortfallOf', () => {
  it('reduces the recipes’ need by the pantry and adds moved amounts after, never reducing them', () => {
    expect(shortfallOf(item([recipe(750, 'gram')], [{ qty: 100, unit: 'gram' }]), one, stock(500, 'gram'))).toEqual({
      amounts: [{ qty: 350, unit: 'gram' }],
      pantry: { need: [{ qty: 750, unit: 'gram' }], have: [{ qty: 500, unit: 'gram' }] },
      covered: false,
    });
  });

  it('keeps a covered item shown while moved or typed amounts hold it', () => {
    const moved = shortfallOf(item([recipe(200, 'gram')], [{ qty: 1, unit: 'kilogram' }]), one, stock(1, 'kilogram'));
    expect(moved).toMatchObject({ amounts: [{ qty: 1, unit: 'kilogram' }], covered: false });
    const withTyped = shortfallOf(item([recipe(200, 'gram'), typed(50, 'gram')]), one, stock(1, 'kilogram'));
    expect(withTyped).toMatchObject({ amounts: [{ qty: 50, unit: 'gram' }], covered: false });
    expect(shortfallOf(item([recipe(200, 'gram')]), one, stock(1, 'kilogram'))).toMatchObject({ covered: true });
  });

  it('scales each recipe line by its servings before comparing', () => {
    const doubled = shortfallOf(item([recipe(300, 'gram')]), () => 2, stock(500, 'gram'));
    expect(doubled.amounts).toEqual([{ qty: 100, unit: 'gram' }]);
  });

  it('covers a to-taste line with any item of the food, and any line with a staple', () => {
    expect(shortfallOf(item([recipe(null, null)]), one, stock(1, 'gram')).covered).toBe(true);
    expect(shortfallOf(item([recipe(2, 'cup')]), one, stock(null, null, true)).covered).toBe(true);
  });

  it('leaves the item whole when the pantry has run out of the food', () => {
    expect(shortfallOf(item([recipe(2, 'cup')]), one, stock(0, 'cup'))).toEqual({
      amounts: [{ qty: 2, unit: 'cup' }],
      pantry: null,
      covered: false,
    });
  });
});
