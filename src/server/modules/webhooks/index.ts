/** The webhooks module's public entry: endpoints, their routes, the outbox fan-out and the deliverer. */
export { webhookRoutes } from './routes.ts';
export { createWebhookService } from './service.ts';
export { createWebhookFanOut } from './fan-out.ts';
export { createDeliverer } from './deliverer.ts';
