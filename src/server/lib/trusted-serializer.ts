import type { FastifySerializerCompiler } from 'fastify';
import { safeEncode, type $ZodType } from 'zod/v4/core';

/**
 * A route-level serializer compiler for hot routes whose handler builds its reply field by field from
 * the domain types: plain JSON.stringify, without zod validating and copying the whole reply again
 * (fastify-type-provider-zod's serializer cost about a seventh of a list request's CPU). The zod
 * schema still describes the route in OpenAPI and types the handler.
 *
 * With `check` (config.verifyReplies, on in tests) each reply is also encoded with the schema, as the
 * default serializer does, and must come out byte for byte the same, so a handler that adds, drops or
 * mistypes a field fails the tests.
 */
export function trustedSerializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!check) return (data) => JSON.stringify(data);
    const zodSchema = (
      schema && typeof schema === 'object' && 'properties' in schema ? schema.properties : schema
    ) as $ZodType;
    return (data) => {
      const json = JSON.stringify(data);
      const encoded = safeEncode(zodSchema, data);
      if (encoded.error) throw new Error(`${method} ${url}: reply does not match its schema`, { cause: encoded.error });
      if (JSON.stringify(encoded.data) !== json) {
        throw new Error(`${method} ${url}: reply has fields its schema does not: ${json.slice(0, 200)}`);
      }
      return json;
    };
  };
}
