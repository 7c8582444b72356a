import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { Share } from '#domain/share.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useGetSharesQuery, useRevokeShareMutation } from '../shares-api.ts';
import '../shares.css';

/** One live link: what it opens, when made, until when, how often seen, and "Revoke <name>". */
function SharedLink({ share }: { share: Share }) {
  const { t } = useLingui();
  const format = useFormat();
  const [revoke, state] = useRevokeShareMutation();
  const name = share.target.name;
  const views = share.views;
  const created = format.date(new Date(share.createdAt));
  const expires = share.expiresAt ? format.date(new Date(share.expiresAt)) : null;
  return (
    <li className="shared-link">
      <div className="shared-link__what">
        <strong>{name}</strong> <span className="badge">{share.kind === 'recipe' ? t`Recipe` : t`Collection`}</span>
      </div>
      <p className="shared-link__facts muted">
        <span>
          <Trans>Created {created}</Trans>
        </span>
        <span>{expires ? t`Expires ${expires}` : t`Never expires`}</span>
        <span>{t`${plural(views, { one: 'Views: #', other: 'Views: #' })}`}</span>
      </p>
      {state.isError && (
        <p className="field-error" role="alert">
          {(state.error as ApiFailure).message}
        </p>
      )}
      <ConfirmButton
        label={t`Revoke ${name}`}
        question={t`Revoke the link to ${name}? It stops working at once.`}
        yes={t`Yes, revoke`}
        busy={state.isLoading}
        onConfirm={() => void revoke(share.id)}
      />
    </li>
  );
}

/** The profile's "Shared links" region (contract §8): the caller's live links, newest first, 25 a page. */
export function SharedLinks() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useGetSharesQuery(page);
  // Revoking the last link of the last page leaves it empty: show the page before.
  const emptyPage = page > 1 && data !== undefined && data.rows.length === 0;
  if (emptyPage) setPage(page - 1);
  return (
    <section className="card shared-links" aria-labelledby="shared-links-title">
      <h2 id="shared-links-title">
        <Trans>Shared links</Trans>
      </h2>
      {isLoading && <Loading />}
      {error && (
        <p className="alert alert-danger" role="alert">
          {(error as ApiFailure).message}
        </p>
      )}
      {data && data.count === 0 && (
        <p className="muted">
          <Trans>No links yet. "Share" on a recipe or a collection makes one.</Trans>
        </p>
      )}
      {data && data.rows.length > 0 && (
        <ul className="shared-links__list">
          {data.rows.map((share) => (
            <SharedLink key={share.id} share={share} />
          ))}
        </ul>
      )}
      {data && data.count > PAGE_SIZE && <Pager page={page} total={data.count} noun={t`links`} onPage={setPage} />}
    </section>
  );
}
