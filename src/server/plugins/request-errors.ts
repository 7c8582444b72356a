import type { FastifyRequest } from 'fastify';

interface NotedError {
  error: unknown;
  reason: string;
}

const noted = new WeakMap<FastifyRequest, NotedError>();

/**
 * The error handler notes why a request failed; the request log (plugins/request-log.ts) writes it in
 * the one line it logs for every 5xx answer, with the status and time. So a failure is one log line.
 */
export const noteRequestError = (request: FastifyRequest, error: unknown, reason: string) =>
  void noted.set(request, { error, reason });

export const notedRequestError = (request: FastifyRequest) => noted.get(request);

const expected = new WeakSet<FastifyRequest>();

/**
 * A 5xx answer that is part of a normal start (503 until the migrations ran): the request log writes it
 * at debug, so an orchestrator polling /api/health while instances start fills no error log.
 */
export const noteExpectedUnavailable = (request: FastifyRequest) => void expected.add(request);

export const isExpectedUnavailable = (request: FastifyRequest) => expected.has(request);
