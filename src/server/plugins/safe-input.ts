import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldLabel } from '#domain/field-labels.ts';
import { findUnsafeInput } from '#domain/safe-input.ts';
import { badRequest } from '../lib/errors.ts';

/**
 * One rule for every route, before its own schema: no params, query or body may hold text PostgreSQL
 * cannot store (NUL, lone surrogates) or keys that name a prototype. A 400 names the field.
 */
export const safeInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnsafeInput(part);
      if (!found) continue;
      const key = found.path.length > 0 ? found.path.join('.') : 'body';
      const message = `${fieldLabel(found.path)} ${found.reason}`;
      throw badRequest(`${message}.`, { [key]: message });
    }
  });
});
