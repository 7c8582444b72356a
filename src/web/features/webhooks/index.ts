/** The webhooks feature's public entry: the admin page, and the endpoint list the household's page shows. */
export { AdminWebhooksPage } from './pages/admin-webhooks-page.tsx';
export { WebhooksManager } from './components/webhooks-manager.tsx';
export { fieldErrorsOf } from './webhook-texts.ts';
