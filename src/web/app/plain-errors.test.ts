import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n/activate-language.ts';
import { plainMessage, SERVER_FAILED_MESSAGE, SESSION_ENDED_MESSAGE, UNREACHABLE_MESSAGE } from './plain-errors.ts';

describe('plainMessage', () => {
  it('no answer, or UNAVAILABLE, says the server could not be reached', () => {
    expect(plainMessage(undefined, undefined, true)).toBe(UNREACHABLE_MESSAGE);
    expect(plainMessage('UNAVAILABLE', 'Database unavailable', false)).toBe(UNREACHABLE_MESSAGE);
  });

  it('UNAUTHENTICATED with a token is an ended session; a refused login shows the server words', () => {
    expect(plainMessage('UNAUTHENTICATED', 'Session expired', true)).toBe(SESSION_ENDED_MESSAGE);
    expect(plainMessage('INVALID_CREDENTIALS', 'Invalid username or password', false)).toBe(
      'Invalid username or password',
    );
  });

  it("in English, keeps the server's words for other refusals and for a failing service behind it", () => {
    expect(plainMessage('USERNAME_TAKEN', 'Username is Taken', false)).toBe('Username is Taken');
    expect(plainMessage('PLACES_FAILED', 'OpenStreetMap Overpass failed', true)).toBe('OpenStreetMap Overpass failed');
  });

  it("hides internal errors, and gives the code's own text when the server said nothing", () => {
    expect(plainMessage('INTERNAL', 'Internal error', true)).toBe(SERVER_FAILED_MESSAGE);
    expect(plainMessage('CONFLICT', undefined, true)).toBe('This was changed meanwhile. Reload and try again.');
  });

  it("in another language, the catalog's text for a known code, and the server's English for an unknown one", async () => {
    await activateLanguage('de');
    expect(i18n.locale).toBe('de');
    expect(plainMessage('USERNAME_TAKEN', 'Username is Taken', false)).toBe('Dieser Benutzername ist bereits vergeben');
    expect(plainMessage('CONFLICT', 'The plan changed meanwhile', true)).toBe(
      'Das wurde inzwischen geändert. Laden Sie neu und versuchen Sie es erneut.',
    );
    expect(plainMessage(undefined, undefined, true)).toBe(
      'Wir konnten den Server nicht erreichen. Versuchen Sie es gleich noch einmal.',
    );
    expect(plainMessage('UNAUTHENTICATED', 'Session expired', true)).toBe(
      'Ihre Sitzung ist abgelaufen: Melden Sie sich erneut an',
    );
    expect(plainMessage('NOT_FOUND', 'Gone', true, false)).toBe('Gone');
  });
});
