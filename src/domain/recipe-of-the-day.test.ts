import { describe, expect, it } from 'vitest';
import { recipeOfTheDayIndex, utcIsoDate } from './recipe-of-the-day.ts';

describe('recipeOfTheDayIndex', () => {
  it('is the same for the same count and date', () => {
    expect(recipeOfTheDayIndex(1000, '2025-03-14')).toBe(recipeOfTheDayIndex(1000, '2025-03-14'));
  });

  it('stays within 0 … count - 1', () => {
    for (const count of [1, 2, 7, 25, 100_000]) {
      for (let day = 1; day <= 28; day++) {
        const i = recipeOfTheDayIndex(count, `2025-02-${String(day).padStart(2, '0')}`);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(count);
        expect(Number.isInteger(i)).toBe(true);
      }
    }
  });

  it('changes from day to day', () => {
    const picks = new Set<number>();
    for (let day = 1; day <= 30; day++) picks.add(recipeOfTheDayIndex(1000, `2025-04-${String(day).padStart(2, '0')}`));
    expect(picks.size).toBeGreaterThan(20);
  });

  it('answers -1 when there is no active recipe', () => {
    expect(recipeOfTheDayIndex(0, '2025-01-01')).toBe(-1);
  });

  it('is 0 for a single recipe', () => {
    expect(recipeOfTheDayIndex(1, '2031-12-31')).toBe(0);
  });
});

describe('utcIsoDate', () => {
  it('uses the UTC calendar date, not the local one', () => {
    expect(utcIsoDate(new Date('2025-06-30T23:59:59.999Z'))).toBe('2025-06-30');
    expect(utcIsoDate(new Date('2025-07-01T00:00:00.000Z'))).toBe('2025-07-01');
    expect(utcIsoDate(new Date('2025-07-01T01:30:00+05:00'))).toBe('2025-06-30');
  });
});
