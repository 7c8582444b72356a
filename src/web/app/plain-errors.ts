import type { ErrorCode } from '#domain/error-codes.ts';

/** The words a person sees when a call fails: what happened and what to do, never a schema path. */

export const UNREACHABLE_MESSAGE = 'We could not reach the server. Try again in a moment.';
export const SESSION_ENDED_MESSAGE = 'Your session ended: log in again';
export const SERVER_FAILED_MESSAGE = 'Something went wrong on our side. Try again in a moment.';

/** Codes of a service behind our server (a page fetch, the maps) failing: its words name that service. */
const SERVICE_BEHIND: ReadonlySet<ErrorCode> = new Set([
  'FETCH_FAILED',
  'FETCH_TIMEOUT',
  'PLACES_FAILED',
  'PLACES_TIMEOUT',
]);

/**
 * The message for a failed call, by the server's code (undefined: no answer at all). UNAVAILABLE is a
 * server (or database) that cannot serve now. UNAUTHENTICATED with a token is a session that ended;
 * without one the server's own words are meant for the person.
 */
export function plainMessage(
  code: ErrorCode | undefined,
  serverMessage: string | undefined,
  hadToken: boolean,
): string {
  if (code === undefined || code === 'UNAVAILABLE') return UNREACHABLE_MESSAGE;
  if (code === 'UNAUTHENTICATED' && hadToken) return SESSION_ENDED_MESSAGE;
  if (SERVICE_BEHIND.has(code) && serverMessage) return serverMessage;
  if (code === 'INTERNAL' || !serverMessage) return SERVER_FAILED_MESSAGE;
  return serverMessage;
}
