import { describe, expect, it } from 'vitest';
import { responseDate } from './response-date.ts';

describe('responseDate', () => {
  it("is none ('N/A') when created and updated in the same second", () => {
    expect(responseDate({ createdAt: '2024-05-01T10:20:30.120Z', updatedAt: '2024-05-01T10:20:30.980Z' })).toBeNull();
  });

  it('shows the date part of the update time otherwise', () => {
    expect(responseDate({ createdAt: '2024-05-01T10:20:30.000Z', updatedAt: '2024-05-03T08:00:00.000Z' })).toBe(
      '2024-05-03',
    );
  });

  it('counts a one-second difference as a response', () => {
    expect(responseDate({ createdAt: '2024-05-01T10:20:30.999Z', updatedAt: '2024-05-01T10:20:31.000Z' })).toBe(
      '2024-05-01',
    );
  });
});
