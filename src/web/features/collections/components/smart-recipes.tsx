import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CollectionSort } from '#domain/collection.ts';
import { titleCase } from '#domain/format.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecipeImage } from '../../../components/recipe-image.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useGetCollectionRecipePageQuery } from '../collections-api.ts';

const SORTS = ['name', 'ascending', 'descending', 'newest'] as const satisfies readonly CollectionSort[];
const SORT_LABELS: Record<(typeof SORTS)[number], MessageDescriptor> = {
  name: msg`Name`,
  ascending: msg`Ascending (fewest first)`,
  descending: msg`Descending (most first)`,
  newest: msg`Newest`,
};

/** A smart collection's recipes, the filter's current matches, 25 a page in the order chosen with "Sort". */
export function SmartRecipes({ id }: { id: number }) {
  const { t } = useLingui();
  const [sort, setSort] = useState<(typeof SORTS)[number]>('name');
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useGetCollectionRecipePageQuery({ id, sort, page });
  return (
    <section className="collection-recipes" aria-label={t`Recipes`}>
      <div className="collection-sort">
        <SelectField
          id="collection-sort"
          label={t`Sort`}
          value={sort}
          options={SORTS}
          optionLabel={(s) => t(SORT_LABELS[s])}
          onChange={(next) => {
            setSort(next);
            setPage(1);
          }}
        />
      </div>
      {error && (
        <p className="alert alert-danger" role="alert">
          {(error as ApiFailure).message}
        </p>
      )}
      {!data && isFetching && <Loading />}
      {data && data.count === 0 && (
        <p className="empty-state">
          <Trans>No recipe matches this collection's filters yet.</Trans>
        </p>
      )}
      {data && data.rows.length > 0 && (
        <ol className="collection-entries" start={(page - 1) * 25 + 1} aria-busy={isFetching}>
          {data.rows.map((recipe) => (
            <li key={recipe.id} className="collection-entry">
              <RecipeImage className="collection-entry__image" src={recipe.img} alt="" width={64} height={48} />
              <Link className="collection-entry__name" to={paths.recipe(recipe.id)}>
                {titleCase(recipe.name)}
              </Link>
            </li>
          ))}
        </ol>
      )}
      {data && data.count > 25 && <Pager page={page} total={data.count} noun={t`recipes`} onPage={setPage} />}
    </section>
  );
}
