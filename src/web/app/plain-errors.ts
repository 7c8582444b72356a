import { i18n, type MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '#domain/error-codes.ts';
import { ERROR_TEXTS, SESSION_ENDED } from './i18n/error-texts.ts';
import { SOURCE_LANGUAGE } from './i18n/languages.ts';

/** The words a person sees when a call fails: what happened and what to do, never a schema path. */

/** The English texts of the failures the web always words itself (as tests and older callers read them). */
export const UNREACHABLE_MESSAGE = 'We could not reach the server. Try again in a moment.';
export const SESSION_ENDED_MESSAGE = 'Your session ended: log in again';
export const SERVER_FAILED_MESSAGE = 'Something went wrong on our side. Try again in a moment.';

/** A catalog text in the language shown (its English before any language is active). */
const say = (text: MessageDescriptor) => (i18n.locale ? i18n._(text) : (text.message ?? text.id));

/**
 * The message for a failed call, by the server's code (undefined: no answer at all), in the language shown:
 * - no answer, UNAVAILABLE (a server or database that cannot serve now), INTERNAL, and UNAUTHENTICATED with a
 *   token (a session that ended) are always the web's own words;
 * - a code the web does not know (`knownCode` false) shows the server's English words;
 * - in English, the server's own words, which name what was wrong ("Name is required.", the service that
 *   failed); in any other language the catalog's text for the code (app/i18n/error-texts.ts). With no words
 *   from the server, the catalog's text in every language.
 */
export function plainMessage(
  code: ErrorCode | undefined,
  serverMessage: string | undefined,
  hadToken: boolean,
  knownCode = true,
): string {
  if (code === undefined || code === 'UNAVAILABLE') return say(ERROR_TEXTS.UNAVAILABLE);
  if (code === 'UNAUTHENTICATED' && hadToken) return say(SESSION_ENDED);
  if (code === 'INTERNAL') return say(ERROR_TEXTS.INTERNAL);
  if (serverMessage && (!knownCode || (i18n.locale || SOURCE_LANGUAGE) === SOURCE_LANGUAGE)) return serverMessage;
  return say(ERROR_TEXTS[code]);
}
