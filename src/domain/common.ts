import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { ERROR_CODES } from './error-codes.ts';

/** Error body of every 4xx and 5xx answer: the English sentence and its stable code (error-codes.ts). */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.record(z.string(), z.string()).optional(),
});

/** A decimal number written as text ('12', '0.5', ' 3 '): what forms and query strings send. */
const DECIMAL_TEXT = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

/**
 * A number from a JSON body or a form: a finite JSON number, or decimal text. Unlike `z.coerce`, it never
 * reads `true`, `[5]`, `''` or `'0x1F'` as a number.
 */
export function numberInput(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v),
    z.number({ error: message }),
  );
}

/** A whole number from a query string or path: digits only. */
export function queryInteger(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z.number({ error: message }),
  );
}

/** A 1-based page number from a query string. */
export const PageSchema = queryInteger('page must be a whole number')
  .pipe(
    z.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(1_000_000, 'page is too large'),
  )
  .default(1);

export const PageQuerySchema = z.object({ page: PageSchema });

const MAX_ID = 2_147_483_647;

/** A positive integer id in a JSON body: a JSON number, strictly ('42', true, [5] and 4.5 are refused). */
export const IdSchema = z
  .number({ error: 'id must be a whole number' })
  .int('id must be a whole number')
  .positive('id must be positive')
  .max(MAX_ID, 'id is too large');

/** A positive integer id in a path: digits only. */
export const IdParamSchema = queryInteger('id must be a whole number').pipe(IdSchema);

export const IdParamsSchema = z.object({ id: IdParamSchema });

/** Absolute http(s) URL, so javascript: and data: URLs can never be stored. */
export function httpUrlSchema(maxLength: number, field = 'url') {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    .refine(isHttpUrl, `${field} must be an absolute http(s) URL`);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Offset of a 1-based page. */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

export function pagedSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int() });
}
