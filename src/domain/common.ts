import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';

/** Error body of every 4xx and 5xx answer. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A 1-based page number from a query string. */
export const PageSchema = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(1_000_000, 'page is too large')
  .default(1);

export const PageQuerySchema = z.object({ page: PageSchema });

/** A positive integer id, from params or a body. */
export const IdSchema = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive')
  .max(2_147_483_647, 'id is too large');

export const IdParamsSchema = z.object({ id: IdSchema });

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
