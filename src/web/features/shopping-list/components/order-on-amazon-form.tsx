import { useEffect, useState } from 'react';
import { RETAILER_LANDING_URL } from '#domain/constants.ts';
import type { RetailerList } from '#domain/retailer.ts';
import { api } from '../../../app/api.ts';
import { BoxIcon } from '../../../components/icons.tsx';

/**
 * 'Order On Amazon': a plain form that posts the list's unticked merged items, converted by the server
 * (`{ listId }`), to the retailer's landing page in a new tab (spec §1). Converted again at each version.
 */
export function OrderOnAmazonForm({ listId, version, empty }: { listId: number; version: number; empty: boolean }) {
  const [converted, setConverted] = useState<{ key: string; json: string } | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = empty ? '' : `${listId}:${version}`;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api<RetailerList>('/api/amazon/convertshoppinglist', {
      method: 'POST',
      body: { listId },
      signal: controller.signal,
    })
      .then((list) => setConverted({ key, json: JSON.stringify(list) }))
      .catch((err: Error) => {
        if (!controller.signal.aborted) setFailure({ key: `${key}#${attempt}`, message: err.message });
      });
    return () => controller.abort();
  }, [key, listId, attempt]);

  const ready = key !== '' && converted?.key === key;
  const failed = failure?.key === `${key}#${attempt}` ? failure.message : null;
  return (
    <form method="post" action={RETAILER_LANDING_URL} target="_blank" className="amazon-form">
      <input type="hidden" name="ingredients" value={ready ? converted.json : ''} />
      <button type="submit" className="btn btn-accent" disabled={!ready} aria-busy={key !== '' && !ready && !failed}>
        <BoxIcon /> Order On Amazon
      </button>
      {failed && (
        <span role="alert" className="muted">
          Could not prepare the order: {failed}{' '}
          <button type="button" className="btn btn-small" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </span>
      )}
    </form>
  );
}
