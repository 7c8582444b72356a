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
  if (online && pending === 0) return null;
  return (
    <div className="alert offline-banner" role="status">
      <p style={{ margin: 0 }}>{online ? 'Sending your changes…' : 'Offline: changes will sync'}</p>
      {pendingTexts.length > 0 && (
        <p className="muted" style={{ margin: 0 }}>
          Waiting to be added: {pendingTexts.join(', ')}
        </p>
      )}
    </div>
  );
}
