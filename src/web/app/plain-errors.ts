/** The words a person sees when a call fails: what happened and what to do, never a schema path. */

export const UNREACHABLE_MESSAGE = 'We could not reach the server. Try again in a moment.';
export const SESSION_ENDED_MESSAGE = 'Your session ended: log in again';
export const CHECK_FIELDS_MESSAGE = 'Some fields need another look: see the marked fields.';
export const SERVER_FAILED_MESSAGE = 'Something went wrong on our side. Try again in a moment.';

/** The server's zod summary, "Invalid body: url is required", names the schema, not the form. */
const SCHEMA_SUMMARY = /^Invalid (body|query|params|querystring|headers)\b/i;

/**
 * The message for a failed call: status 0 is a network failure, 503 a server (or database) that cannot
 * serve now. A 401 with a token is a session that
 * ended; without one (a wrong password) the server's own words are meant for the person.
 */
export function plainMessage(status: number, serverMessage: string | undefined, hadToken: boolean): string {
  if (status === 0 || status === 503) return UNREACHABLE_MESSAGE;
  if (status === 401 && hadToken) return SESSION_ENDED_MESSAGE;
  // 502 and 504 come from our server about a service behind it (the maps): its words name that service.
  if ((status === 502 || status === 504) && serverMessage) return serverMessage;
  if (status >= 500) return SERVER_FAILED_MESSAGE;
  if (!serverMessage) return SERVER_FAILED_MESSAGE;
  if (SCHEMA_SUMMARY.test(serverMessage)) return CHECK_FIELDS_MESSAGE;
  return serverMessage;
}
