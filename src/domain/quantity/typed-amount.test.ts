import { describe, expect, it } from 'vitest';
import { readTypedAmount } from './typed-amount.ts';

describe('readTypedAmount', () => {
  it.each<[string, string, number]>([
    // The contract's forms, in every language.
    ['0,5', 'de', 0.5],
    ['1,5', 'de', 1.5],
    ['1,5', 'en', 1.5],
    ['0,5', 'fr-FR', 0.5],
    ['½', 'es', 0.5],
    ['1½', 'de', 1.5],
    ['1 ½', 'en', 1.5],
    ['1 1/2', 'fr', 1.5],
    ['1⁄2', 'en', 0.5],
    ['1 1⁄2', 'de', 1.5],
    ['1.5', 'de', 1.5],
    ['1.5', 'en', 1.5],
    ['.5', 'en', 0.5],
    ['2', 'ar', 2],
    ['  3  ', 'en', 3],
    // The English exception: a comma before exactly three digits groups thousands.
    ['1,500', 'en', 1500],
    ['1,500', 'en-GB', 1500],
    ['12,000,000', 'en-US', 12000000],
    ['1,500.25', 'en', 1500.25],
    ['1,500', 'de', 1.5],
    ['1,500', 'fr', 1.5],
    ['1,50', 'en', 1.5],
    ['1,5000', 'en', 1.5],
    ['1,500', 'not a tag', 1500],
    // Digits as an Arabic or Persian keyboard types them.
    ['١٫٥', 'ar', 1.5],
    ['۲', 'fa', 2],
    // A spacing other than one plain space.
    ['1\u00a01/2', 'fr', 1.5],
  ])('%j in %s → %d', (text, locale, value) => {
    expect(readTypedAmount(text, locale)).toBe(value);
  });

  it.each([
    ['', 'en'],
    ['abc', 'de'],
    ['2 cups', 'en'],
    ['1/0', 'en'],
    ['1,5,5', 'de'],
    ['1,,5', 'de'],
  ])('%j in %s → null (the text is kept)', (text, locale) => {
    expect(readTypedAmount(text, locale)).toBeNull();
  });
});
