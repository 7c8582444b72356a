import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Endpoint } from '#domain/webhook.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import {
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useTestWebhookMutation,
  useUpdateWebhookMutation,
  type WebhookScope,
} from '../webhooks-api.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { SecretNotice } from './secret-notice.tsx';
import { WebhookForm, type WebhookFormValues } from './webhook-form.tsx';

/** One endpoint: its address, state and events; edit, turn on or off, test, rotate, delete, and its delivery log. */
export function EndpointCard({ scope, endpoint }: { scope: WebhookScope; endpoint: Endpoint }) {
  const { t } = useLingui();
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [update, updating] = useUpdateWebhookMutation();
  const [remove, removing] = useDeleteWebhookMutation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [test, testing] = useTestWebhookMutation();
  const one = { scope, id: endpoint.id };
  const url = endpoint.url;
  const created = f.date(new Date(endpoint.createdAt));
  const reason = endpoint.disabledReason;
  const failure = [updating, removing, rotating, testing].find((s) => s.isError)?.error as ApiFailure | undefined;

  async function save(values: WebhookFormValues) {
    const result = await update({ ...one, input: values });
    if ('error' in result) return result.error as ApiFailure;
    setEditing(false);
    return undefined;
  }

  async function rotateSecret() {
    const request = rotate(one);
    const result = await request;
    if ('error' in result) return;
    // Kept only in this component's state: the store's copy of the answer is dropped.
    request.reset();
    setSecret(result.data.secret);
  }

  async function sendTest() {
    const result = await test(one);
    if (!('error' in result)) setShowLog(true);
  }

  return (
    <li className="card webhook-endpoint">
      <div className="webhook-endpoint__head">
        <h3 className="webhook-url">{url}</h3>
        {endpoint.enabled ? (
          <span className="badge badge-success">
            <Trans>On</Trans>
          </span>
        ) : (
          <span className="badge badge-danger">
            <Trans>Off</Trans>
          </span>
        )}
      </div>
      {endpoint.description && <p>{endpoint.description}</p>}
      {reason && (
        <p className="muted">
          <Trans>Turned off by the server: {reason}</Trans>
        </p>
      )}
      <p className="muted">
        <Trans>Created {created}</Trans>
      </p>
      <ul className="webhook-endpoint__events" aria-label={t`Events of ${url}`}>
        {endpoint.events.map((type) => (
          <li key={type}>
            <code>{type}</code>
          </li>
        ))}
      </ul>
      {secret && <SecretNotice url={url} secret={secret} reason="rotated" onDone={() => setSecret(null)} />}
      {editing ? (
        <WebhookForm
          scope={scope}
          endpoint={endpoint}
          submitLabel={t`Save`}
          busy={updating.isLoading}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="webhook-endpoint__actions">
          <button type="button" className="btn btn-small" aria-label={t`Edit ${url}`} onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={updating.isLoading}
            aria-label={endpoint.enabled ? t`Turn off ${url}` : t`Turn on ${url}`}
            onClick={() => void update({ ...one, input: { enabled: !endpoint.enabled } })}
          >
            {endpoint.enabled ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={testing.isLoading}
            aria-label={t`Send a test to ${url}`}
            onClick={() => void sendTest()}
          >
            <Trans>Send a test</Trans>
          </button>
          <ConfirmButton
            label={t`Rotate secret`}
            name={t`Rotate the secret of ${url}`}
            question={t`Make a new secret? The old one keeps signing for 24 hours.`}
            yes={t`Yes, rotate`}
            busy={rotating.isLoading}
            onConfirm={() => void rotateSecret()}
          />
          <ConfirmButton
            label={t`Delete`}
            name={t`Delete ${url}`}
            question={t`Delete this endpoint and its delivery log?`}
            yes={t`Yes, delete`}
            busy={removing.isLoading}
            onConfirm={() => void remove(one)}
          />
          <button
            type="button"
            className="btn btn-small"
            aria-expanded={showLog}
            aria-label={t`Delivery log of ${url}`}
            onClick={() => setShowLog(!showLog)}
          >
            <Trans>Delivery log</Trans>
          </button>
        </div>
      )}
      {testing.isSuccess && (
        <p role="status" className="muted">
          <Trans>Test event sent: see the delivery log.</Trans>
        </p>
      )}
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure.message}
        </p>
      )}
      {showLog && <DeliveryLog scope={scope} endpoint={endpoint} />}
    </li>
  );
}
