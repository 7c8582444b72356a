import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { isDatabaseUnavailable, sendDatabaseUnavailable } from '../db/unavailable.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function fieldOf(issue: ValidationIssue): string {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  const fromPointer = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return fromPointer || 'body';
}

/** Maps every failure to `{ error, details? }`; 5xx answers never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .send(err.details ? { error: err.message, details: err.details } : { error: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: Record<string, string> = {};
      for (const issue of err.validation as ValidationIssue[]) {
        const field = fieldOf(issue);
        details[field] ??= issue.message ?? 'is invalid';
      }
      const where = err.validationContext ?? 'request';
      const summary = Object.entries(details)
        .map(([field, message]) => (message.startsWith(field) ? message : `${field}: ${message}`))
        .join('; ');
      return reply.status(400).send({ error: `Invalid ${where}: ${summary}`, details });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, method: request.method, url: request.url }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal error' });
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ error: 'Too many requests, please slow down and try again shortly' });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ error: 'Request body is too large' });
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send({ error: 'Malformed JSON body' });
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.status(400).send({ error: 'Request body is empty but JSON was declared' });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.status(415).send({ error: 'Unsupported content type, send JSON' });
    if (status >= 400 && status < 500) return reply.status(status).send({ error: err.message });
    if (isDatabaseUnavailable(err)) return sendDatabaseUnavailable(reply);
    request.log.error({ err, method: request.method, url: request.url, reqId: request.id }, 'request failed');
    return reply.status(500).send({ error: 'Internal error' });
  });
}
