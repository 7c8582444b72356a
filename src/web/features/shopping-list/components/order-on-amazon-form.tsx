import { Trans } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { RETAILER_LANDING_URL } from '#domain/constants.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { BoxIcon } from '../../../components/icons.tsx';
import { useConvertForRetailerQuery } from '../retailer-api.ts';

/**
 * 'Order On Amazon': a plain form that posts the list's unticked merged items, converted by the server
 * (`{ listId }`), to the retailer's landing page in a new tab (spec §1). Converted again at each version.
 */
export function OrderOnAmazonForm({ listId, version, empty }: { listId: number; version: number; empty: boolean }) {
  const conversion = useConvertForRetailerQuery(empty ? skipToken : { listId, version });
  const ready = conversion.currentData !== undefined;
  const failed = conversion.isError && !conversion.isFetching ? (conversion.error as ApiFailure).message : null;
  return (
    <form method="post" action={RETAILER_LANDING_URL} target="_blank" className="amazon-form">
      <input type="hidden" name="ingredients" value={ready ? JSON.stringify(conversion.currentData) : ''} />
      <button type="submit" className="btn btn-accent" disabled={!ready} aria-busy={!empty && !ready && !failed}>
        <BoxIcon /> <Trans>Order On Amazon</Trans>
      </button>
      {failed && (
        <span role="alert" className="muted">
          <Trans>Could not prepare the order: {failed}</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={() => void conversion.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </span>
      )}
    </form>
  );
}
