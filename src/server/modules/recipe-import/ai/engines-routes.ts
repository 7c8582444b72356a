import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#domain/common.ts';
import type { ModelReader } from './model-reader.ts';

const EnginesSchema = z.object({
  ocr: z.literal(true),
  ai: z.object({
    configured: z.boolean(),
    model: z.string().nullable(),
    usedToday: z.number().int(),
    dailyLimit: z.number().int(),
  }),
});

/** GET /api/recipes/import/engines: what can read a photo or text, and the model server's calls today. */
export const importEngineRoutes: FastifyPluginAsyncZod<{ modelReader: ModelReader }> = async (app, { modelReader }) => {
  app.get(
    '/engines',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['recipes'],
        security: [{ bearer: [] }],
        summary: 'The import engines: OCR always, the model server when configured (admin)',
        response: { 200: EnginesSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ ocr: true as const, ai: await modelReader.status() }),
  );
};
