import { describe, expect, it } from 'vitest';
import { dropEntry, groupBySection, moveEntry, sectionRuns } from './entry-order.ts';

const rows = [
  { id: 1, section: null },
  { id: 2, section: 'Starters' },
  { id: 3, section: 'Starters' },
  { id: 4, section: 'Mains' },
];

describe('the order of a manual collection', () => {
  it('swaps neighbours in one section', () => {
    expect(moveEntry(rows, 2, -1).map((r) => r.id)).toEqual([1, 3, 2, 4]);
    expect(moveEntry(rows, 1, 1).map((r) => r.id)).toEqual([1, 3, 2, 4]);
  });

  it('crosses into the next section at its edge instead of breaking a section in two', () => {
    expect(moveEntry(rows, 3, -1)).toEqual([rows[0], rows[1], rows[2], { id: 4, section: 'Starters' }]);
    expect(moveEntry(rows, 1, -1)).toEqual([rows[0], { id: 2, section: null }, rows[2], rows[3]]);
    expect(moveEntry(rows, 0, 1)).toEqual([{ id: 1, section: 'Starters' }, rows[1], rows[2], rows[3]]);
  });

  it('leaves the first and the last where they are', () => {
    expect(moveEntry(rows, 0, -1)).toEqual(rows);
    expect(moveEntry(rows, 3, 1)).toEqual(rows);
  });

  it('drops a dragged entry in the place and section of the one it lands on', () => {
    expect(dropEntry(rows, 3, 0)).toEqual([{ id: 4, section: null }, rows[0], rows[1], rows[2]]);
    expect(dropEntry(rows, 0, 2)).toEqual([rows[1], rows[2], { id: 1, section: 'Starters' }, rows[3]]);
  });

  it('groups consecutive entries of a section', () => {
    expect(sectionRuns(rows).map((r) => [r.section, r.start, r.rows.length])).toEqual([
      [null, 0, 1],
      ['Starters', 1, 2],
      ['Mains', 3, 1],
    ]);
  });
});

describe('groupBySection', () => {
  it('brings a recipe appended to an earlier section back to it, keeping the saved order inside', () => {
    const saved = [
      { id: 1, section: 'Starters' },
      { id: 2, section: 'Mains' },
      { id: 3, section: 'Starters' },
      { id: 4, section: null },
      { id: 5, section: 'Mains' },
    ];
    expect(groupBySection(saved).map((r) => r.id)).toEqual([1, 3, 2, 5, 4]);
  });
});
