import { describe, expect, it } from 'vitest';
import { planDeduction, type DeductionItem } from './cook-deduction.ts';

const item = (id: number, over: Partial<DeductionItem>): DeductionItem => ({
  id,
  name: 'milk',
  foodKey: 'milk',
  amount: { qty: 1, unit: 'liter' },
  bestBefore: null,
  staple: false,
  ...over,
});

describe('planDeduction', () => {
  it('takes a US need from a metric item of the same family, lines of one food added up', () => {
    const plan = planDeduction(
      [
        { foodKey: 'milk', name: 'milk', amount: { qty: 1, unit: 'cup' } },
        { foodKey: 'milk', name: 'milk', amount: { qty: 1, unit: 'cup' } },
      ],
      [item(1, {})],
    );
    expect(plan.takes).toEqual([
      { item: item(1, {}), taken: { qty: 473.176, unit: 'milliliter' }, left: { qty: 526.824, unit: 'milliliter' } },
    ]);
    expect(plan.short).toEqual([]);
  });

  it('never converts mass to volume: a mass need of a food held by volume is short', () => {
    const plan = planDeduction([{ foodKey: 'milk', name: 'milk', amount: { qty: 200, unit: 'gram' } }], [item(1, {})]);
    expect(plan.takes).toEqual([]);
    expect(plan.short).toEqual([{ name: 'milk', qty: 200, unit: 'gram' }]);
  });

  it('leaves a food with a staple item alone, and a line without an amount', () => {
    const plan = planDeduction(
      [
        { foodKey: 'milk', name: 'milk', amount: { qty: 1, unit: 'cup' } },
        { foodKey: 'salt', name: 'salt', amount: { qty: null, unit: null } },
      ],
      [
        item(1, {}),
        item(2, { staple: true, amount: { qty: null, unit: null } }),
        item(3, { name: 'salt', foodKey: 'salt' }),
      ],
    );
    expect(plan).toEqual({ takes: [], short: [] });
  });

  it('skips empty items and takes the soonest date first, undated last', () => {
    const items = [
      item(1, { amount: { qty: 300, unit: 'milliliter' } }),
      item(2, { amount: { qty: 0, unit: 'milliliter' }, bestBefore: '2027-01-01' }),
      item(3, { amount: { qty: 300, unit: 'milliliter' }, bestBefore: '2027-02-01' }),
    ];
    const plan = planDeduction([{ foodKey: 'milk', name: 'milk', amount: { qty: 500, unit: 'milliliter' } }], items);
    expect(plan.takes.map((take) => [take.item.id, take.taken.qty])).toEqual([
      [3, 300],
      [1, 200],
    ]);
  });
});
