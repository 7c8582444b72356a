import { describe, expect, it } from 'vitest';
import { formatKitchenAmount, formatKitchenRange } from './format.ts';

describe('formatKitchenAmount', () => {
  it.each([
    [3, '3'],
    [1.5, '1½'],
    [0.5, '½'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [0.667, '⅔'],
    [0.333, '⅓'],
    [0.25, '¼'],
    [2.75, '2¾'],
    [0.125, '⅛'],
    [0.375, '⅜'],
    [1 / 6, '⅙'],
    [0.0625, '1/16'],
    [1.0625, '1 1/16'],
    [0.4, '0.4'],
    [2.9999, '3'],
    [12, '12'],
  ])('%s → %s', (qty, text) => {
    expect(formatKitchenAmount(qty)).toBe(text);
  });

  it('reads 1½ × 2 as 3 and ⅓ × 2 as ⅔', () => {
    expect(formatKitchenAmount(1.5 * 2)).toBe('3');
    expect(formatKitchenAmount((1 / 3) * 2)).toBe('⅔');
    // As stored: 4 decimals.
    expect(formatKitchenAmount(0.3333 * 2)).toBe('⅔');
  });

  it('shows nothing for no amount', () => {
    expect(formatKitchenAmount(0)).toBe('');
    expect(formatKitchenAmount(Number.NaN)).toBe('');
  });
});

describe('formatKitchenRange', () => {
  it('joins the two ends with an en dash', () => {
    expect(formatKitchenRange(1.5, 2)).toBe('1½–2');
    expect(formatKitchenRange(2, null)).toBe('2');
    expect(formatKitchenRange(2, 2)).toBe('2');
  });
});
