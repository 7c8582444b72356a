/**
 * The stable `code` of every error answer (`{ error, code, details? }`), documented in docs/api.md,
 * "Error codes". A code never changes meaning and never depends on the request's language; clients branch
 * on it, never on the English `error` text. A new cause may get a new code.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'PASSWORD_SIGN_IN_OFF',
  'SIGNUP_CLOSED',
  'ADMIN_REQUIRED',
  'OWNER_REQUIRED',
  'RECIPE_NOT_FOUND',
  'PLAN_ENTRY_NOT_FOUND',
  'LIST_ITEM_NOT_FOUND',
  'INVITE_NOT_FOUND',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'BAD_REQUEST',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'RECIPE_ALREADY_ON_LIST',
  'LIST_EMPTY',
  'ALREADY_SUGGESTED',
  'ALREADY_IN_PANTRY',
  'CONFLICT',
  'INVITE_EXPIRED',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NO_RECIPE_DATA',
  'NOT_A_PAGE',
  'FETCH_FAILED',
  'FETCH_TIMEOUT',
  'PLACES_FAILED',
  'PLACES_TIMEOUT',
  'JSON_TOO_DEEP',
  'JSON_TOO_MANY_VALUES',
  'JSON_TOKEN_TOO_LONG',
  'JSON_INVALID',
  'NOT_UTF8',
  'FILE_REFUSED',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code a bare status gets when nothing more specific is known (a framework's own 4xx, a 5xx). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'ADMIN_REQUIRED';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'BODY_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    case 409:
      return 'CONFLICT';
    default:
      return status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}

/**
 * The one English text of the codes that have exactly one (docs/spec.md and ../shared/API.md keep them
 * word for word); the server sends them as `error`, clients read the code.
 */
export const ERROR_MESSAGES = {
  USERNAME_TAKEN: 'Username is Taken',
  EMAIL_TAKEN: 'Email is Taken',
  INVALID_CREDENTIALS: 'Invalid username or password',
  RECIPE_ALREADY_ON_LIST: 'Recipe already in shopping list',
  LIST_EMPTY: 'Shopping list is empty',
  ALREADY_SUGGESTED: 'You already suggested this recipe',
  NO_RECIPE_DATA: 'This page has no recipe we can read',
} as const satisfies Partial<Record<ErrorCode, string>>;
