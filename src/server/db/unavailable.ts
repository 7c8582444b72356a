export { DATABASE_UNAVAILABLE_MESSAGE, sendDatabaseUnavailable } from '../lib/unavailable-reply.ts';

// Node's socket errors that mean the server is gone or cannot be reached.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres' own messages for a lost, timed-out or dead connection.
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i, // connect timeout: the server accepted the socket but never answered
  /Query read timeout/i,
  /is not queryable/i,
  /Connection ended unexpectedly/i,
];

function isUnavailableCode(code: string): boolean {
  return (
    SOCKET_CODES.has(code) ||
    code.startsWith('08') || // connection exception
    code === '57P01' || // admin_shutdown
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now: starting up or in recovery
    code === '53300' // too_many_connections
  );
}

/** Whether an error (or one it wraps: drizzle's cause, Node's AggregateError) means the database is unreachable. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && isUnavailableCode(code)) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
