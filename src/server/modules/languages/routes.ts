import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LanguageListSchema } from '#domain/languages.ts';
import type { Catalogs } from './catalogs.ts';

/** GET /api/languages: the languages of the catalogs read at start (docs/api/languages.md). */
export const languageRoutes: FastifyPluginAsyncZod<{ catalogs: Catalogs }> = async (app, { catalogs }) => {
  const answer = { rows: [...catalogs.languages], count: catalogs.languages.length };
  app.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['languages'],
        summary: 'The languages offered: code, own name, writing direction and whether every text is translated',
        response: { 200: LanguageListSchema },
      },
    },
    async () => answer,
  );
};
