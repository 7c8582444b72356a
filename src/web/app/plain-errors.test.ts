import { describe, expect, it } from 'vitest';
import {
  CHECK_FIELDS_MESSAGE,
  plainMessage,
  SERVER_FAILED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  UNREACHABLE_MESSAGE,
} from './plain-errors.ts';

describe('plainMessage', () => {
  it('a network failure or a 503 says the server could not be reached', () => {
    expect(plainMessage(0, undefined, true)).toBe(UNREACHABLE_MESSAGE);
    expect(plainMessage(503, 'Database unavailable', false)).toBe(UNREACHABLE_MESSAGE);
  });

  it('a 401 with a token is an ended session; without one, the server speaks (a wrong password)', () => {
    expect(plainMessage(401, 'Session expired', true)).toBe(SESSION_ENDED_MESSAGE);
    expect(plainMessage(401, 'Invalid username or password', false)).toBe('Invalid username or password');
  });

  it('never shows a schema path', () => {
    expect(plainMessage(400, 'Invalid body: recipeDetails.name: name is taken', true)).toBe(CHECK_FIELDS_MESSAGE);
    expect(plainMessage(400, 'Invalid query: page: page must be 1 or more', true)).toBe(CHECK_FIELDS_MESSAGE);
  });

  it("keeps the server's words for other refusals and for a failing service behind it", () => {
    expect(plainMessage(409, 'Username is Taken', false)).toBe('Username is Taken');
    expect(plainMessage(502, 'OpenStreetMap Overpass failed', true)).toBe('OpenStreetMap Overpass failed');
  });

  it('hides internal errors', () => {
    expect(plainMessage(500, 'Internal error', true)).toBe(SERVER_FAILED_MESSAGE);
    expect(plainMessage(418, undefined, true)).toBe(SERVER_FAILED_MESSAGE);
  });
});
