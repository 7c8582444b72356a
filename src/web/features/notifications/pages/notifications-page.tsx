import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Loading } from '../../../components/loading.tsx';
import { WebhooksManager } from '../../webhooks/index.ts';
import { DevicePush } from '../components/device-push.tsx';
import { ListChangesSwitch } from '../components/list-changes-switch.tsx';
import { NtfySettings } from '../components/ntfy-settings.tsx';
import { SendTest } from '../components/send-test.tsx';
import { useGetNotificationSettingsQuery } from '../notifications-api.ts';
import '../notifications.css';

/**
 * /user/notifications: how list changes reach this user's phone (ntfy, Web Push on this device, "Send a
 * test") and the household's webhooks.
 */
export function NotificationsPage() {
  const { t } = useLingui();
  const { data, error, isLoading } = useGetNotificationSettingsQuery();
  const browsers = data?.pushSubscriptions ?? 0;
  return (
    <main id="main" className="page notifications-page">
      <h1>
        <Trans>Notifications</Trans>
      </h1>
      <section className="card stack" aria-labelledby="phone-notifications">
        <h2 id="phone-notifications">
          <Trans>Phone notifications</Trans>
        </h2>
        <p className="muted">
          <Trans>When someone else adds, ticks or removes an item on your household's list, you hear about it.</Trans>
        </p>
        {isLoading && <Loading />}
        {error && (
          <p className="alert alert-danger" role="alert">
            {(error as ApiFailure).message}
          </p>
        )}
        {data && (
          <>
            <ListChangesSwitch on={data.listChanges} />
            <NtfySettings settings={data} />
          </>
        )}
      </section>
      <section className="card stack" aria-labelledby="this-device">
        <h2 id="this-device">
          <Trans>This device</Trans>
        </h2>
        {data && (
          <p className="muted">{t`${plural(browsers, { one: '# browser of yours receives notifications.', other: '# browsers of yours receive notifications.' })}`}</p>
        )}
        <DevicePush />
      </section>
      <section className="card stack" aria-labelledby="test-notifications">
        <h2 id="test-notifications">
          <Trans>Try it</Trans>
        </h2>
        <p className="muted">
          <Trans>
            Sends a test message to your ntfy address and every browser you allowed, and says how each went.
          </Trans>
        </p>
        <SendTest />
      </section>
      <WebhooksManager scope="household" />
    </main>
  );
}
