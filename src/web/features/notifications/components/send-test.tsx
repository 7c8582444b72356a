import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationTestResult } from '#domain/notification.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useSendTestNotificationMutation } from '../notifications-api.ts';

function PushOutcome({ push }: { push: NotificationTestResult['push'] }) {
  const { t } = useLingui();
  const { sent, failed, removed } = push;
  return <>{t`Browsers: ${sent} sent, ${failed} failed, ${removed} removed (no longer valid)`}</>;
}

function NtfyOutcome({ ntfy }: { ntfy: NotificationTestResult['ntfy'] }) {
  const { t } = useLingui();
  const error = ntfy.error ?? t`no reason given`;
  if (ntfy.status === 'sent') return <Trans>ntfy: sent</Trans>;
  if (ntfy.status === 'off') return <Trans>ntfy: off (no address saved)</Trans>;
  return <Trans>ntfy: failed ({error})</Trans>;
}

/** "Send a test": one message by every way at once, then how each went. */
export function SendTest() {
  const { t } = useLingui();
  const [send, state] = useSendTestNotificationMutation();
  const result = state.data;
  return (
    <div className="stack">
      <div className="form-actions">
        <button type="button" className="btn" disabled={state.isLoading} onClick={() => void send()}>
          {state.isLoading ? <Trans>Sending…</Trans> : <Trans>Send a test</Trans>}
        </button>
      </div>
      <div role="status" aria-label={t`Test result`}>
        {result && !state.isLoading && (
          <ul className="notification-test">
            <li>
              <NtfyOutcome ntfy={result.ntfy} />
            </li>
            <li>
              <PushOutcome push={result.push} />
            </li>
          </ul>
        )}
      </div>
      {state.isError && (
        <p className="alert alert-danger" role="alert">
          {(state.error as ApiFailure).message}
        </p>
      )}
    </div>
  );
}
