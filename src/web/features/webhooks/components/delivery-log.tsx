import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { Delivery, Endpoint } from '#domain/webhook.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { AsyncTable } from '../../../components/async-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useGetWebhookDeliveriesQuery, useReplayWebhookDeliveryMutation, type WebhookScope } from '../webhooks-api.ts';

/** While a delivery is pending the log asks again this often, so its outcome shows without a reload. */
const PENDING_POLL_MS = 2000;

function StatusBadge({ status }: { status: Delivery['status'] }) {
  if (status === 'succeeded')
    return (
      <span className="badge badge-success">
        <Trans>Delivered</Trans>
      </span>
    );
  if (status === 'failed')
    return (
      <span className="badge badge-danger">
        <Trans>Failed</Trans>
      </span>
    );
  return (
    <span className="badge badge-warning">
      <Trans>Pending</Trans>
    </span>
  );
}

function DeliveryRow({ scope, endpointId, delivery }: { scope: WebhookScope; endpointId: number; delivery: Delivery }) {
  const { t } = useLingui();
  const f = useFormat();
  const [replay, replaying] = useReplayWebhookDeliveryMutation();
  const when = (iso: string) => f.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' });
  const type = delivery.type;
  const created = when(delivery.createdAt);
  const answer = delivery.lastStatus === null ? null : String(delivery.lastStatus);
  const delivered = delivery.deliveredAt ? when(delivery.deliveredAt) : null;
  const next = delivery.nextAttemptAt ? when(delivery.nextAttemptAt) : null;
  return (
    <tr>
      <td>
        <code>{type}</code>
      </td>
      <td>
        <StatusBadge status={delivery.status} />
      </td>
      <td className="num">{f.number(delivery.attempts)}</td>
      <td>
        <div className="webhook-delivery__cell">
          {answer && <span>{t`HTTP ${answer}`}</span>}
          {delivery.lastError && <span className="muted">{delivery.lastError}</span>}
          {!answer && !delivery.lastError && <span className="muted">—</span>}
        </div>
      </td>
      <td>
        <div className="webhook-delivery__cell">
          <span>{created}</span>
          {delivered && (
            <span className="muted">
              <Trans>Delivered {delivered}</Trans>
            </span>
          )}
          {next && (
            <span className="muted">
              <Trans>Next attempt {next}</Trans>
            </span>
          )}
        </div>
      </td>
      <td>
        <div className="webhook-delivery__cell">
          <button
            type="button"
            className="btn btn-small"
            disabled={replaying.isLoading}
            aria-label={t`Replay ${type} of ${created}`}
            onClick={() => void replay({ scope, id: endpointId, deliveryId: delivery.id })}
          >
            <Trans>Replay</Trans>
          </button>
          {replaying.isError && (
            <p className="field-error" role="alert">
              {(replaying.error as ApiFailure).message}
            </p>
          )}
          {replaying.isSuccess && (
            <p className="muted" role="status">
              <Trans>Sent again</Trans>
            </p>
          )}
        </div>
      </td>
    </tr>
  );
}

/** One endpoint's delivery log, newest first, 25 a page: each delivery's outcome and "Replay". */
export function DeliveryLog({ scope, endpoint }: { scope: WebhookScope; endpoint: Endpoint }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState(false);
  const { data, error, isLoading, isFetching } = useGetWebhookDeliveriesQuery(
    { scope, id: endpoint.id, page },
    { pollingInterval: pending ? PENDING_POLL_MS : 0 },
  );
  const nowPending = Boolean(data?.rows.some((d) => d.status === 'pending'));
  if (nowPending !== pending) setPending(nowPending);
  const url = endpoint.url;
  return (
    <div className="webhook-deliveries">
      <AsyncTable
        loading={isLoading}
        busy={isFetching}
        error={error ? (error as ApiFailure).message : null}
        empty={data && data.count === 0 ? t`Nothing sent yet. "Send a test" sends one.` : null}
      >
        {data && (
          <table className="table">
            <caption className="visually-hidden">{t`Deliveries to ${url}`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Event</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Attempts</Trans>
                </th>
                <th scope="col">
                  <Trans>Last answer</Trans>
                </th>
                <th scope="col">
                  <Trans>Time</Trans>
                </th>
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((delivery) => (
                <DeliveryRow key={delivery.id} scope={scope} endpointId={endpoint.id} delivery={delivery} />
              ))}
            </tbody>
          </table>
        )}
      </AsyncTable>
      {data && data.count > PAGE_SIZE && <Pager page={page} total={data.count} noun={t`deliveries`} onPage={setPage} />}
    </div>
  );
}
