import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useGetCalendarAddressQuery, useResetCalendarAddressMutation } from '../plan-api.ts';
import { failureMessage } from '../plan-labels.ts';
import { Dialog } from '../../../components/dialog.tsx';

/** "Calendar": the secret feed address to subscribe to, to copy, or to replace. */
export function CalendarDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const address = useGetCalendarAddressQuery();
  const [reset, resetState] = useResetCalendarAddressMutation();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');

  async function copy() {
    if (!address.data) return;
    try {
      await navigator.clipboard.writeText(address.data.url);
      setStatus(t`Address copied.`);
    } catch {
      setStatus(t`Copying is blocked here: select the address and copy it.`);
    }
  }

  async function renew() {
    const result = await reset();
    setConfirming(false);
    if ('error' in result) {
      const reason = failureMessage(result.error);
      setStatus(t`We could not make a new address. ${reason}`);
    } else setStatus(t`New address made.`);
  }

  const reason = address.isError ? failureMessage(address.error) : '';
  return (
    <Dialog title={t`Calendar`} onClose={onClose}>
      <p>
        <Trans>
          Subscribe to this address in Apple, Google, Outlook or Nextcloud calendars. Keep it secret: anyone with it
          sees your plan.
        </Trans>
      </p>
      {address.isError ? (
        <div role="alert">
          <p>
            <Trans>We could not load your calendar address. {reason}</Trans>
          </p>
          <button type="button" className="btn" onClick={() => void address.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <div className="field">
          <label htmlFor="calendar-address">
            <Trans>Calendar address</Trans>
          </label>
          <input
            id="calendar-address"
            className="input"
            readOnly
            value={address.data?.url ?? ''}
            onFocus={(e) => e.target.select()}
          />
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="btn" disabled={!address.data} onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </button>
        <button type="button" className="btn" onClick={() => setConfirming(true)}>
          <Trans>New address</Trans>
        </button>
      </div>
      {confirming && (
        <div className="alert" role="alert">
          <p>
            <Trans>The old address will stop working: calendars subscribed to it stop updating.</Trans>
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={resetState.isLoading}
              onClick={() => void renew()}
            >
              <Trans>Make a new address</Trans>
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      )}
      <p role="status">{status}</p>
    </Dialog>
  );
}
