import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Loading } from '../../../components/loading.tsx';
import { useCreateWebhookMutation, useGetWebhooksQuery, type WebhookScope } from '../webhooks-api.ts';
import { EndpointCard } from './endpoint-card.tsx';
import { SecretNotice } from './secret-notice.tsx';
import { WebhookForm, type WebhookFormValues } from './webhook-form.tsx';
import '../webhooks.css';

/**
 * A scope's webhook endpoints (contract §8): the list, "New endpoint" with its secret shown once, and each
 * endpoint's actions and delivery log. The admin page and the household's "Notifications" page both use it.
 */
export function WebhooksManager({ scope }: { scope: WebhookScope }) {
  const { t } = useLingui();
  const titleId = useId();
  const { data, error, isLoading } = useGetWebhooksQuery(scope);
  const [create, creating] = useCreateWebhookMutation();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);

  async function submit(values: WebhookFormValues) {
    const request = create({ scope, input: values });
    const result = await request;
    if ('error' in result) return result.error as ApiFailure;
    // The secret lives only in this component's state: the store's copy of the answer is dropped.
    request.reset();
    if (result.data) setCreated({ url: result.data.url, secret: result.data.secret });
    setAdding(false);
    return undefined;
  }

  return (
    <section className="webhooks" aria-labelledby={titleId}>
      <div className="page-header">
        <h2 id={titleId}>{scope === 'admin' ? <Trans>Endpoints</Trans> : <Trans>Household webhooks</Trans>}</h2>
        {!adding && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Trans>New endpoint</Trans>
          </button>
        )}
      </div>
      <p className="muted">
        {scope === 'admin' ? (
          <Trans>
            Each event you choose is POSTed as JSON to your receiver, signed with the Standard Webhooks headers.
          </Trans>
        ) : (
          <Trans>
            Changes to your household's shopping list and meal plan are POSTed as JSON to your receiver, signed with the
            Standard Webhooks headers.
          </Trans>
        )}
      </p>
      {created && (
        <SecretNotice url={created.url} secret={created.secret} reason="created" onDone={() => setCreated(null)} />
      )}
      {adding && (
        <div className="card">
          <WebhookForm
            scope={scope}
            submitLabel={t`Create endpoint`}
            busy={creating.isLoading}
            onSubmit={submit}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
      {isLoading && <Loading />}
      {error && (
        <p className="alert alert-danger" role="alert">
          {(error as ApiFailure).message}
        </p>
      )}
      {data && data.count === 0 && !adding && (
        <p className="empty-state">
          <Trans>No endpoints yet.</Trans>
        </p>
      )}
      {data && data.rows.length > 0 && (
        <ul className="webhook-list">
          {data.rows.map((endpoint) => (
            <EndpointCard key={endpoint.id} scope={scope} endpoint={endpoint} />
          ))}
        </ul>
      )}
    </section>
  );
}
