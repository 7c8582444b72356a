import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useGetMyCookLogQuery, useGetRecipeCookLogQuery } from './cooked-api.ts';
import { CookLogEntries } from './cook-log-entries.tsx';
import './cooked.css';

/** "Cook log": a recipe's (the household's cookings of it), or without a recipe the caller's own. */
export function CookLogSection({ recipeId }: { recipeId?: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const ofRecipe = useGetRecipeCookLogQuery({ recipeId: recipeId ?? 0, page }, { skip: recipeId === undefined });
  const mine = useGetMyCookLogQuery(page, { skip: recipeId !== undefined });
  const log = recipeId === undefined ? mine : ofRecipe;
  return (
    <section className="card cook-log-card" aria-labelledby="cook-log-title">
      <h2 id="cook-log-title">
        <Trans>Cook log</Trans>
      </h2>
      {log.isError ? (
        <LoadFailure error={log.error} what={t`the cook log`} onRetry={() => void log.refetch()} />
      ) : log.isLoading || !log.data ? (
        <Loading />
      ) : log.data.count === 0 ? (
        <p className="muted">
          {recipeId === undefined ? t`Nothing cooked yet.` : t`Not cooked yet. Press "Cooked it" once you have.`}
        </p>
      ) : (
        <>
          <CookLogEntries entries={log.data.rows} showRecipe={recipeId === undefined} />
          {log.data.count > 25 && <Pager page={page} total={log.data.count} noun={t`cookings`} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
