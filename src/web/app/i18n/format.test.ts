import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatterFor, formattingLocale } from './format.ts';

// A Monday: 30 November 2026.
const monday = new Date(2026, 10, 30, 12);

describe('formatting through Intl in the language shown', () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes the region of the browser's first language for the language shown", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'de']);
    expect(formattingLocale('de')).toBe('de-GB');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr']);
    expect(formattingLocale('ar')).toBe('ar-FR');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    expect(formattingLocale('es')).toBe('es');
  });

  it('writes dates and weekdays in the language (api/languages.md)', () => {
    const long = { weekday: 'long', day: 'numeric', month: 'long' } as const;
    expect(formatterFor('de-DE').date(monday, long)).toBe('Montag, 30. November');
    expect(formatterFor('fr-FR').date(monday, long)).toBe('lundi 30 novembre');
    expect(formatterFor('es-ES').weekday(monday)).toBe('lunes');
    expect(formatterFor('en-US').weekday(monday, 'short')).toBe('Mon');
  });

  it('writes numbers and lists in the language', () => {
    expect(formatterFor('de-DE').number(2.5)).toBe('2,5');
    expect(formatterFor('en-US').number(2.5)).toBe('2.5');
    expect(formatterFor('de-DE').list(['Salz', 'Pfeffer', 'Öl'])).toBe('Salz, Pfeffer und Öl');
    expect(formatterFor('en-US').list(['salt', 'pepper', 'oil'])).toBe('salt, pepper, and oil');
  });
});
