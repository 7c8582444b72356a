import { Trans, useLingui } from '@lingui/react/macro';

/** Says that the list works without a network, and what is still waiting to be sent. */
export function OfflineBanner({
  online,
  pending,
  pendingTexts,
}: {
  online: boolean;
  pending: number;
  pendingTexts: string[];
}) {
  const { t } = useLingui();
  if (online && pending === 0) return null;
  const waiting = pendingTexts.join(', ');
  return (
    <div className="alert offline-banner" role="status">
      <p style={{ margin: 0 }}>{online ? t`Sending your changes…` : t`Offline: changes will sync`}</p>
      {pendingTexts.length > 0 && (
        <p className="muted" style={{ margin: 0 }}>
          <Trans>Waiting to be added: {waiting}</Trans>
        </p>
      )}
    </div>
  );
}
