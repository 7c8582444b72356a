import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CollectionRecipe } from '#domain/collection.ts';
import { titleCase } from '#domain/format.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Loading } from '../../../components/loading.tsx';
import { PrintedRecipe } from '../../recipes/index.ts';
import { useGetCollectionQuery, useGetCollectionRecipesQuery } from '../collections-api.ts';
import { groupBySection, sectionRuns } from '../entry-order.ts';
import { useCollectionId } from '../use-collection-id.ts';
import '../collections.css';

const anchorOf = (recipeId: number) => `print-recipe-${recipeId}`;

// Each recipe's arrival re-renders the page (to count them): the recipes already there stay as they are.
const Recipe = memo(PrintedRecipe);

/** "Contents": the recipes in order under their section headings, each a link to its page. */
const Contents = memo(function Contents({ rows }: { rows: CollectionRecipe[] }) {
  return (
    <section className="collection-print__contents" aria-labelledby="print-contents">
      <h2 id="print-contents">
        <Trans>Contents</Trans>
      </h2>
      {rows.length === 0 && (
        <p>
          <Trans>This collection holds no recipes yet.</Trans>
        </p>
      )}
      {sectionRuns(rows).map((run) => (
        <div key={`${run.start}-${run.section ?? ''}`}>
          {run.section && <h3>{run.section}</h3>}
          <ol start={run.start + 1}>
            {run.rows.map((recipe) => (
              <li key={recipe.id}>
                <a href={`#${anchorOf(recipe.id)}`}>{titleCase(recipe.name)}</a>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
});

/**
 * /user/collections/:id/print: "Contents" with the recipes in order under their sections, then each recipe
 * on a printed page of its own. No controls: the browser prints it (`?print=1` opens its dialog once every
 * recipe is there), and the print stylesheet leaves the app's header and footer out.
 */
export function CollectionPrintPage() {
  const { t } = useLingui();
  const id = useCollectionId();
  const [params] = useSearchParams();
  const skip = Number.isNaN(id);
  const collection = useGetCollectionQuery(id, { skip });
  const recipes = useGetCollectionRecipesQuery({ id }, { skip });
  const saved = recipes.data?.rows;
  const rows = useMemo(() => (saved ? groupBySection(saved) : undefined), [saved]);
  const settled = useRef(new Set<number>());
  const [settledCount, setSettledCount] = useState(0);
  const onSettled = useCallback((recipeId: number) => {
    settled.current.add(recipeId);
    setSettledCount(settled.current.size);
  }, []);
  const ready = rows !== undefined && collection.data !== undefined && settledCount >= rows.length;
  const autoPrint = params.get('print') === '1';
  const printed = useRef(false);
  useEffect(() => {
    if (ready && autoPrint && !printed.current && typeof window.print === 'function') {
      printed.current = true;
      window.print();
    }
  }, [ready, autoPrint]);

  const error = (collection.error ?? recipes.error) as ApiFailure | undefined;
  if (skip || error) {
    return (
      <main id="main" className="page">
        <div className="empty-state" role="alert">
          <p>
            <strong>
              <Trans>Collection not found</Trans>
            </strong>
          </p>
          {error && <p>{error.message}</p>}
        </div>
      </main>
    );
  }
  if (!collection.data || !rows) {
    return (
      <main id="main" className="page">
        <Loading />
      </main>
    );
  }
  return (
    <main id="main" className="page collection-print" data-print-ready={ready ? 'true' : undefined}>
      <header className="collection-print__cover">
        <h1>{collection.data.name}</h1>
        {collection.data.description && <p>{collection.data.description}</p>}
      </header>
      <Contents rows={rows} />
      {!ready && <p className="visually-hidden">{t`Loading recipe…`}</p>}
      {rows.map((recipe) => (
        <Recipe key={recipe.id} id={recipe.id} anchor={anchorOf(recipe.id)} onSettled={onSettled} />
      ))}
    </main>
  );
}
