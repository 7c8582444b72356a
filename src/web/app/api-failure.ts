import { codeForStatus, ERROR_CODES, type ErrorCode } from '#domain/error-codes.ts';
import { plainMessage } from './plain-errors.ts';

/**
 * A failed call as every endpoint reports it: the HTTP status (0: no answer), the server's stable code
 * (absent when nothing answered), plain words to show, and the server's field messages.
 */
export interface ApiFailure {
  status: number;
  code?: ErrorCode;
  message: string;
  details?: Record<string, string>;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * The failure for an error answer. The code comes from the body; a body without a known one (a proxy's
 * page, an older server) gets the code its status implies, so callers can always branch on the code.
 */
export function failureOf(status: number, data: unknown, hadToken: boolean): ApiFailure {
  if (status === 0) return { status, message: plainMessage(undefined, undefined, hadToken) };
  const body = (data && typeof data === 'object' ? data : {}) as {
    error?: unknown;
    code?: unknown;
    details?: Record<string, string>;
  };
  const known = typeof body.code === 'string' && KNOWN_CODES.has(body.code);
  const code = known ? (body.code as ErrorCode) : codeForStatus(status);
  const text = typeof body.error === 'string' ? body.error : undefined;
  return { status, code, message: plainMessage(code, text, hadToken, known), details: body.details };
}
