import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '#domain/error-codes.ts';

/**
 * What a person reads for each error code of the server (src/domain/error-codes.ts), in the catalogs: the web
 * shows these, never the server's English sentence, except for a code it does not know (plain-errors.ts).
 * The English of the codes with one fixed text is the domain's ERROR_MESSAGES, word for word.
 */
export const ERROR_TEXTS: Record<ErrorCode, MessageDescriptor> = {
  VALIDATION_FAILED: msg`Some fields are not filled in as they should be. Check them and try again.`,
  MALFORMED_JSON: msg`The server could not read what was sent. Reload the page and try again.`,
  UNAUTHENTICATED: msg`Log in to continue.`,
  INVALID_CREDENTIALS: msg`Invalid username or password`,
  PASSWORD_SIGN_IN_OFF: msg`Password sign-in is turned off on this server: use its sign-in button.`,
  SIGNUP_CLOSED: msg`Sign-up is closed on this server`,
  ADMIN_REQUIRED: msg`Only an admin can do this.`,
  OWNER_REQUIRED: msg`Only the list's owner can do this.`,
  RECIPE_NOT_FOUND: msg`Recipe not found`,
  PLAN_ENTRY_NOT_FOUND: msg`This meal is no longer in the plan.`,
  LIST_ITEM_NOT_FOUND: msg`This item is no longer on the list.`,
  INVITE_NOT_FOUND: msg`This invite code is not valid.`,
  NOT_FOUND: msg`Not found`,
  METHOD_NOT_ALLOWED: msg`The server does not allow this.`,
  BAD_REQUEST: msg`The server could not handle this request.`,
  USERNAME_TAKEN: msg`Username is Taken`,
  EMAIL_TAKEN: msg`Email is Taken`,
  RECIPE_ALREADY_ON_LIST: msg`Recipe already in shopping list`,
  LIST_EMPTY: msg`Shopping list is empty`,
  ALREADY_SUGGESTED: msg`You already suggested this recipe`,
  ALREADY_IN_PANTRY: msg`This item is in the pantry already.`,
  CONFLICT: msg`This was changed meanwhile. Reload and try again.`,
  INVITE_EXPIRED: msg`This invite has expired`,
  BODY_TOO_LARGE: msg`This is too large to send.`,
  UNSUPPORTED_MEDIA_TYPE: msg`The server cannot read this kind of content.`,
  NO_RECIPE_DATA: msg`This page has no recipe we can read`,
  NOT_A_PAGE: msg`This link does not lead to a web page.`,
  FETCH_FAILED: msg`We could not fetch that page.`,
  FETCH_TIMEOUT: msg`That page took too long to answer.`,
  PLACES_FAILED: msg`The map service did not answer. Try again in a moment.`,
  PLACES_TIMEOUT: msg`The map service took too long to answer. Try again in a moment.`,
  JSON_TOO_DEEP: msg`This file nests its data too deeply.`,
  JSON_TOO_MANY_VALUES: msg`This file holds too many values.`,
  JSON_TOKEN_TOO_LONG: msg`This file holds a value that is too long.`,
  JSON_INVALID: msg`This file is not valid JSON.`,
  NOT_UTF8: msg`This file is not UTF-8 text.`,
  FILE_REFUSED: msg`This file cannot be imported.`,
  RATE_LIMITED: msg`Too many requests. Wait a moment, then try again.`,
  INTERNAL: msg`Something went wrong on our side. Try again in a moment.`,
  UNAVAILABLE: msg`We could not reach the server. Try again in a moment.`,
};

/** A call with a token answered UNAUTHENTICATED: the session ended. */
export const SESSION_ENDED = msg`Your session ended: log in again`;
