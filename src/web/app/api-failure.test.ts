import { describe, expect, it } from 'vitest';
import { failureOf } from './api-failure.ts';
import { SERVER_FAILED_MESSAGE, UNREACHABLE_MESSAGE } from './plain-errors.ts';

describe('failureOf', () => {
  it("takes the code from the server's body, with its words and field messages", () => {
    const body = { error: 'Email is Taken', code: 'EMAIL_TAKEN', details: { email: 'Email is Taken' } };
    expect(failureOf(409, body, false)).toEqual({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Email is Taken',
      details: { email: 'Email is Taken' },
    });
  });

  it('gives a body without a known code the code of its status, so callers can always branch on it', () => {
    expect(failureOf(502, '<html>Bad gateway</html>', true)).toMatchObject({
      code: 'INTERNAL',
      message: SERVER_FAILED_MESSAGE,
    });
    expect(failureOf(404, { error: 'Gone', code: 'SOMETHING_NEW' }, true)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Gone',
    });
  });

  it('has no code when nothing answered', () => {
    expect(failureOf(0, undefined, true)).toEqual({ status: 0, message: UNREACHABLE_MESSAGE });
  });
});
