import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

describe('loggableError', () => {
  it('keeps the SQL of a failed query and drops its bound values, in message, stack and cause', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$secretsecret';
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "ck_users_gender"'), {
      code: '23514',
      constraint: 'ck_users_gender',
      detail: `Failing row contains (7, cook, ${hash}).`,
      parameters: ['cook', hash],
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("username", "password_hash") values ($1, $2)',
      ['cook', hash],
      cause,
    );
    const logged = loggableError(err);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('cook,');
    expect(logged.message).toBe('Failed query: insert into "users" ("username", "password_hash") values ($1, $2)');
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: insert into/);
    expect(logged.stack).toMatch(/\n {4}at /);
    expect(logged.cause).toMatchObject({ code: '23514', constraint: 'ck_users_gender' });
  });

  it('drops a quoted input value at the end of a driver message', () => {
    const err = Object.assign(new Error('invalid input syntax for type integer: "hunter2"'), { code: '22P02' });
    expect(loggableError(err).message).toBe('invalid input syntax for type integer: "…"');
  });

  it('copes with thrown non-errors', () => {
    expect(loggableError('boom')).toEqual({ type: 'string', message: 'non-Error value thrown' });
  });
});
