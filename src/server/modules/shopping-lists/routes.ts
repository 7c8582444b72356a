import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(foundation stub): the routes of this module.
export const shoppingListRoutes: FastifyPluginAsyncZod = async () => {};
