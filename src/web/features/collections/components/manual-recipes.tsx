import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CollectionRecipe } from '#domain/collection.ts';
import { titleCase } from '#domain/format.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { RecipeImage } from '../../../components/recipe-image.tsx';
import {
  useGetCollectionRecipesQuery,
  useRemoveFromCollectionMutation,
  useSetEntriesMutation,
} from '../collections-api.ts';
import { dropEntry, groupBySection, moveEntry, sectionRuns } from '../entry-order.ts';

interface RowProps {
  recipe: CollectionRecipe;
  index: number;
  last: boolean;
  /** A removal is on its way. */
  busy: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (recipe: CollectionRecipe) => void;
  onDrop: (from: number, to: number) => void;
}

/** A recipe of the collection: its link, "Move up", "Move down" and "Remove", and a drag handle for a mouse. */
function EntryRow({ recipe, index, last, busy, onMove, onRemove, onDrop }: RowProps) {
  const { t } = useLingui();
  const [over, setOver] = useState(false);
  const name = titleCase(recipe.name);
  return (
    <li
      className={over ? 'collection-entry is-drop-target' : 'collection-entry'}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(index));
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const from = Number(e.dataTransfer.getData('text/plain'));
        if (Number.isInteger(from)) onDrop(from, index);
      }}
    >
      <span className="collection-entry__handle" aria-hidden="true">
        ⠿
      </span>
      <RecipeImage className="collection-entry__image" src={recipe.img} alt="" width={64} height={48} />
      <Link className="collection-entry__name" to={paths.recipe(recipe.id)}>
        {name}
      </Link>
      <span className="collection-entry__actions">
        <button
          type="button"
          className="btn btn-small"
          aria-label={t`Move up ${name}`}
          disabled={index === 0}
          onClick={() => onMove(index, -1)}
        >
          <Trans>Move up</Trans>
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t`Move down ${name}`}
          disabled={last}
          onClick={() => onMove(index, 1)}
        >
          <Trans>Move down</Trans>
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t`Remove ${name}`}
          disabled={busy}
          onClick={() => onRemove(recipe)}
        >
          <Trans>Remove</Trans>
        </button>
      </span>
    </li>
  );
}

/** A manual collection's recipes in their saved order, under their section headings, to reorder or remove. */
export function ManualRecipes({ id }: { id: number }) {
  const { t } = useLingui();
  const { data, error, isLoading } = useGetCollectionRecipesQuery({ id });
  const [setEntries, saving] = useSetEntriesMutation();
  const [remove, removing] = useRemoveFromCollectionMutation();
  const [status, setStatus] = useState('');
  const rows = useMemo(() => groupBySection(data?.rows ?? []), [data]);
  const failure = (saving.error ?? removing.error) as ApiFailure | undefined;

  const save = (next: CollectionRecipe[]) => void setEntries({ id, rows: next });
  const onMove = (index: number, step: -1 | 1) => {
    const name = titleCase(rows[index].name);
    save(moveEntry(rows, index, step));
    setStatus(step < 0 ? t`${name} moved up` : t`${name} moved down`);
  };
  const onRemove = async (recipe: CollectionRecipe) => {
    const name = titleCase(recipe.name);
    const result = await remove({ id, recipeId: recipe.id });
    if (!('error' in result)) setStatus(t`${name} removed`);
  };

  if (isLoading) return <Loading />;
  if (error) {
    return (
      <p className="alert alert-danger" role="alert">
        {(error as ApiFailure).message}
      </p>
    );
  }
  return (
    <section className="collection-recipes" aria-label={t`Recipes`}>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure.message}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {rows.length === 0 && (
        <p className="empty-state">
          <Trans>No recipes yet. Add them with "Add to collection" on a recipe's page.</Trans>
        </p>
      )}
      {sectionRuns(rows).map((run) => (
        <div key={`${run.start}-${run.section ?? ''}`} className="collection-section">
          {run.section && <h2 className="collection-section__title">{run.section}</h2>}
          <ol className="collection-entries" start={run.start + 1}>
            {run.rows.map((recipe, i) => (
              <EntryRow
                key={recipe.id}
                recipe={recipe}
                index={run.start + i}
                last={run.start + i === rows.length - 1}
                busy={removing.isLoading}
                onMove={onMove}
                onRemove={(r) => void onRemove(r)}
                onDrop={(from, to) => save(dropEntry(rows, from, to))}
              />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
