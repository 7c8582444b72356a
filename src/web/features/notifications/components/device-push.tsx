import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ApiFailure } from '../../../app/api-slice.ts';
import {
  currentSubscription,
  pushUnsupported,
  requestNotificationPermission,
  subscribeDevice,
  unsubscribeDevice,
} from '../push-device.ts';
import {
  useAddPushSubscriptionMutation,
  useLazyGetVapidPublicKeyQuery,
  useRemovePushSubscriptionMutation,
} from '../notifications-api.ts';

type DeviceState = 'checking' | 'off' | 'on';

/** Why a step failed, in words: the server's (by code) or the browser's. */
const reasonOf = (err: unknown) =>
  err && typeof err === 'object' && 'message' in err ? String((err as ApiFailure | Error).message) : String(err);

/**
 * "Allow notifications on this device" (Web Push): permission, the server's VAPID key, the browser's
 * subscription sent to the server; and turning it off again here. Explained instead where the browser has no
 * Push API (iPhone and iPad outside the app added to the Home Screen, an http address).
 */
export function DevicePush() {
  const { t } = useLingui();
  const unsupported = pushUnsupported();
  const [device, setDevice] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [getKey] = useLazyGetVapidPublicKeyQuery();
  const [add] = useAddPushSubscriptionMutation();
  const [remove] = useRemovePushSubscriptionMutation();

  useEffect(() => {
    if (unsupported) return;
    let live = true;
    currentSubscription()
      .then((sub) => live && setDevice(sub ? 'on' : 'off'))
      .catch(() => live && setDevice('off'));
    return () => {
      live = false;
    };
  }, [unsupported]);

  if (unsupported === 'insecure')
    return (
      <p className="muted">
        <Trans>Notifications on this device need the app on a secure (https) address.</Trans>
      </p>
    );
  if (unsupported)
    return (
      <p className="muted">
        <Trans>
          This browser cannot receive notifications from the app. On an iPhone or iPad, add Hello Kitchen to the Home
          Screen (Share, then "Add to Home Screen"), open it from there and come back to this page. The ntfy app works
          everywhere.
        </Trans>
      </p>
    );

  async function allow() {
    setBusy(true);
    setProblem(null);
    try {
      const permission = await requestNotificationPermission();
      if (permission !== 'granted') {
        setProblem(
          permission === 'denied'
            ? t`Notifications are blocked for this site: allow them in the browser's site settings, then try again.`
            : t`The browser did not allow notifications.`,
        );
        return;
      }
      const { publicKey } = await getKey().unwrap();
      const subscription = await subscribeDevice(publicKey);
      await add(subscription).unwrap();
      setDevice('on');
    } catch (err) {
      const reason = reasonOf(err);
      setProblem(t`Notifications could not be turned on: ${reason}`);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setProblem(null);
    try {
      const endpoint = await unsubscribeDevice();
      // Already gone on the server (dropped after a 410, say) is what turning off wants.
      if (endpoint)
        await remove({ endpoint })
          .unwrap()
          .catch((err: ApiFailure) => {
            if (err.status !== 404) throw err;
          });
      setDevice('off');
    } catch (err) {
      const reason = reasonOf(err);
      setProblem(t`Notifications could not be turned off: ${reason}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <p role="status" className="muted">
        {device === 'on' && t`This device receives notifications.`}
        {device === 'off' && t`This device does not receive notifications.`}
      </p>
      <div className="form-actions">
        {device === 'off' && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void allow()}>
            <Trans>Allow notifications on this device</Trans>
          </button>
        )}
        {device === 'on' && (
          <button type="button" className="btn" disabled={busy} onClick={() => void turnOff()}>
            <Trans>Turn off on this device</Trans>
          </button>
        )}
      </div>
      {problem && (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
