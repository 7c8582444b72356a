import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { codeForStatus, type ErrorCode } from '#domain/error-codes.ts';
import { fieldMessage } from '#domain/field-labels.ts';
import { AppError, RateLimitedError } from '../lib/errors.ts';
import { isDatabaseUnavailable, sendDatabaseUnavailable } from '../db/unavailable.ts';
import { loggableError } from './loggable-error.ts';
import { noteRequestError } from './request-errors.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** The issue's path: zod's own when there is one, else from the JSON pointer. */
function pathOf(issue: ValidationIssue): (string | number)[] {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map((p) => (typeof p === 'number' ? p : String(p)));
  const pointer = issue.instancePath?.replace(/^\//, '');
  return pointer ? pointer.split('/').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [];
}

/** Field messages in plain words, keyed by path ('recipeDetails.url'), and one sentence for them all. */
export function describeIssues(issues: ValidationIssue[]): {
  error: string;
  code: 'VALIDATION_FAILED';
  details: Record<string, string>;
} {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const path = pathOf(issue);
    const key = path.length > 0 ? path.join('.') : 'body';
    details[key] ??= fieldMessage(path, issue.message ?? 'is invalid');
  }
  const sentences = Object.values(details);
  const error = sentences.length > 3 ? [...sentences.slice(0, 3), 'and more'].join('. ') : sentences.join('. ');
  return { error: `${error}.`, code: 'VALIDATION_FAILED', details };
}

const body = (error: string, code: ErrorCode, details?: Record<string, string>) =>
  details ? { error, code, details } : { error, code };

/** Fastify's own refusals of a body, by their error code. */
const BODY_REFUSALS: Record<string, { status: number; code: ErrorCode; error: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', error: 'Request body is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', error: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    error: 'Request body is empty but JSON was declared',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    error: 'Unsupported content type, send JSON',
  },
};

/** Maps every failure to `{ error, code, details? }`; 5xx answers never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(body(err.message, err.code, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send(describeIssues(err.validation as ValidationIssue[]));
    }
    if (isResponseSerializationError(err)) {
      noteRequestError(request, loggableError(err), 'response did not match its schema');
      return reply.status(500).send(body('Internal error', 'INTERNAL'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(body('Too many requests, please slow down and try again shortly', 'RATE_LIMITED'));
    const refusal = BODY_REFUSALS[err.code];
    if (refusal) return reply.status(refusal.status).send(body(refusal.error, refusal.code));
    if (err instanceof SyntaxError) return reply.status(400).send(body('Malformed JSON body', 'MALFORMED_JSON'));
    if (status >= 400 && status < 500) return reply.status(status).send(body(err.message, codeForStatus(status)));
    if (isDatabaseUnavailable(err)) return sendDatabaseUnavailable(reply);
    noteRequestError(request, loggableError(err), 'request failed');
    return reply.status(500).send(body('Internal error', 'INTERNAL'));
  });
}
