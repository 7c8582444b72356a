import { describe, expect, it } from 'vitest';
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

  it("keeps the server's words for other refusals and for a failing service behind it", () => {
    expect(plainMessage('USERNAME_TAKEN', 'Username is Taken', false)).toBe('Username is Taken');
    expect(plainMessage('PLACES_FAILED', 'OpenStreetMap Overpass failed', true)).toBe('OpenStreetMap Overpass failed');
  });

  it('hides internal errors, and says something when the server said nothing', () => {
    expect(plainMessage('INTERNAL', 'Internal error', true)).toBe(SERVER_FAILED_MESSAGE);
    expect(plainMessage('CONFLICT', undefined, true)).toBe(SERVER_FAILED_MESSAGE);
  });
});
