import { describe, expect, it } from 'vitest';
import { summarize, type Change } from './message.ts';

const change = (kind: Change['kind'], itemName: string | null, actorName = 'Alice'): Change => ({
  kind,
  actorName,
  itemName,
});

describe('notification text', () => {
  it('tells one change as "<firstName> <kind> <item>"', () => {
    expect(summarize([change('added', 'milk')])).toBe('Alice added milk');
    expect(summarize([change('ticked', 'eggs')])).toBe('Alice ticked eggs');
    expect(summarize([change('removed', 'flour')])).toBe('Alice removed flour');
    expect(summarize([change('completed', null)])).toBe('Alice completed the list');
  });

  it('counts a burst of one kind', () => {
    expect(summarize([change('added', 'milk'), change('added', 'eggs'), change('added', 'rice')])).toBe(
      'Alice added 3 items',
    );
    // The same item twice (ticked, unticked, ticked) is still that item.
    expect(summarize([change('ticked', 'milk'), change('ticked', 'milk')])).toBe('Alice ticked milk');
  });

  it('names each kind of a mixed burst in a fixed order, and every person', () => {
    expect(
      summarize([
        change('ticked', 'eggs'),
        change('added', 'milk'),
        change('added', 'rice'),
        change('completed', null),
      ]),
    ).toBe('Alice added 2 items, ticked eggs and completed the list');
    expect(summarize([change('added', 'milk'), change('added', 'rice', 'Bob')])).toBe('Alice and Bob added 2 items');
    expect(summarize(['Alice', 'Bob', 'Carol', 'Dan'].map((name, i) => change('removed', `item ${i}`, name)))).toBe(
      'Alice, Bob and 2 others removed 4 items',
    );
  });
});
