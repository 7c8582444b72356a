import type { FastifyRequest } from 'fastify';
import { lineReadingFor, requestLanguage, type LineReading } from '#domain/line-reading.ts';

/**
 * How a request's typed lines are read (docs/api/languages.md, "Amounts typed by people"): in the language
 * of the signed-in user's setting, else of the first `Accept-Language` tag, else English.
 */
export function lineReadingOf(request: FastifyRequest): LineReading {
  return lineReadingFor(requestLanguage(request.user?.language, request.headers['accept-language']));
}
