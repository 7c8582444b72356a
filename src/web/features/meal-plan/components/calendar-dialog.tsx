import { useState } from 'react';
import { useGetCalendarAddressQuery, useResetCalendarAddressMutation } from '../plan-api.ts';
import { failureMessage } from '../plan-labels.ts';
import { PlanDialog } from './plan-dialog.tsx';

/** "Calendar": the secret feed address to subscribe to, to copy, or to replace. */
export function CalendarDialog({ onClose }: { onClose: () => void }) {
  const address = useGetCalendarAddressQuery();
  const [reset, resetState] = useResetCalendarAddressMutation();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');

  async function copy() {
    if (!address.data) return;
    try {
      await navigator.clipboard.writeText(address.data.url);
      setStatus('Address copied.');
    } catch {
      setStatus('Copying is blocked here: select the address and copy it.');
    }
  }

  async function renew() {
    const result = await reset();
    setConfirming(false);
    setStatus(
      'error' in result ? `We could not make a new address. ${failureMessage(result.error)}` : 'New address made.',
    );
  }

  return (
    <PlanDialog title="Calendar" onClose={onClose}>
      <p>
        Subscribe to this address in Apple, Google, Outlook or Nextcloud calendars. Keep it secret: anyone with it sees
        your plan.
      </p>
      {address.isError ? (
        <div role="alert">
          <p>We could not load your calendar address. {failureMessage(address.error)}</p>
          <button type="button" className="btn" onClick={() => void address.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="field">
          <label htmlFor="calendar-address">Calendar address</label>
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
          Copy
        </button>
        <button type="button" className="btn" onClick={() => setConfirming(true)}>
          New address
        </button>
      </div>
      {confirming && (
        <div className="alert" role="alert">
          <p>The old address will stop working: calendars subscribed to it stop updating.</p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={resetState.isLoading}
              onClick={() => void renew()}
            >
              Make a new address
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <p role="status">{status}</p>
    </PlanDialog>
  );
}
