import { describe, expect, it } from 'vitest';
import { payloadSections } from './recipe-form-schema.ts';

describe('payloadSections', () => {
  it('keeps the headings over the rows the payload keeps, counting only those rows', () => {
    const kept = [true, false, true, true, false];
    expect(
      payloadSections(
        [
          { title: ' For the sauce ', start: 0 },
          { title: 'Topping', start: 1 },
          { title: 'Last', start: 4 },
        ],
        kept,
      ),
    ).toEqual([
      { title: 'For the sauce', start: 0 },
      // Row 1 is blank and dropped: its heading stands over row 2, the payload's second line.
      { title: 'Topping', start: 1 },
    ]);
  });

  it('drops blank headings and orders them by start', () => {
    expect(
      payloadSections(
        [
          { title: 'B', start: 2 },
          { title: '  ', start: 1 },
          { title: 'A', start: 0 },
        ],
        [true, true, true],
      ),
    ).toEqual([
      { title: 'A', start: 0 },
      { title: 'B', start: 2 },
    ]);
  });
});
