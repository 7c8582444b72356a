import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { formatterFor } from '../../../app/i18n/format.ts';
import { completedDate, historyTitle } from './history-title.ts';

const at = (completedAt: string | null, updatedAt = '2025-01-02T10:00:00.000Z') => ({ completedAt, updatedAt });
const en = formatterFor('en-US');

describe('history titles', () => {
  it('numbers lists from 1 for the oldest, newest first', () => {
    const lists = [at('2025-03-05T12:00:00.000Z'), at('2025-02-01T12:00:00.000Z'), at('2024-12-24T12:00:00.000Z')];
    expect(lists.map((l, i) => historyTitle(l, i, lists.length, en))).toEqual([
      'Recipe List 3 - Marked Complete on March 5, 2025',
      'Recipe List 2 - Marked Complete on February 1, 2025',
      'Recipe List 1 - Marked Complete on December 24, 2024',
    ]);
  });

  it('uses updatedAt when completedAt is missing', () => {
    expect(completedDate(at(null), en)).toBe('January 2, 2025');
  });

  it('counts against the total when only the newest page is loaded', () => {
    expect(historyTitle(at('2025-03-05T12:00:00.000Z'), 0, 30, en)).toMatch(/^Recipe List 30 - /);
  });

  it('speaks German, with the date in German', async () => {
    await activateLanguage('de');
    expect(historyTitle(at('2025-03-05T12:00:00.000Z'), 0, 1, formatterFor('de-DE'))).toBe(
      'Einkaufsliste 1 – abgeschlossen am 5. März 2025',
    );
  });
});
