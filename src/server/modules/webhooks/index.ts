/** The webhooks module's public entry: endpoints, their routes, the outbox fan-out and the deliverer. */
export { webhookRoutes } from './routes.ts';
export { createWebhookService, type WebhookService } from './service.ts';
export { createWebhookFanOut } from './fan-out.ts';
export { createDeliverer, type Deliverer } from './deliverer.ts';
