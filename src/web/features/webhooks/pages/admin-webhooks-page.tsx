import { Trans } from '@lingui/react/macro';
import { WebhooksManager } from '../components/webhooks-manager.tsx';

/** /admin/webhooks: the admin's own endpoints, which may hear any event of the instance. */
export function AdminWebhooksPage() {
  return (
    <main id="main" className="page webhooks-page">
      <h1>
        <Trans>Webhooks</Trans>
      </h1>
      <WebhooksManager scope="admin" />
    </main>
  );
}
