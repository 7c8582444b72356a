import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['admin shutdown', withCode('57P01')],
    ['starting up', withCode('57P03')],
    ['connection failure', withCode('08006')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['silent server', new Error('Failed query: select 1', { cause: new Error('timeout expired') })],
    ['query timeout', new Error('Query read timeout')],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
    ['both addresses refused', Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: undefined })],
  ])('is true when the database is unreachable: %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', new Error('Failed query', { cause: withCode('23505') })],
    ['syntax error', withCode('42601')],
    ['plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for other failures: %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
