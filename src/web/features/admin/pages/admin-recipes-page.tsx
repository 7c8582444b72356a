import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { CUISINE_FILTERS, RESTRICTION_FILTERS } from '#domain/constants.ts';
import { titleCase } from '#domain/format.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { AsyncTable } from '../../../components/async-table.tsx';
import { RecipeImage } from '../../../components/recipe-image.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useGetAdminRecipesQuery, type AdminRecipeQuery } from '../admin-api.ts';
import { pageParam, Pager } from '../../../components/pager.tsx';
import { fixedLabel } from '../components/fixed-labels.ts';
import '../components/admin.css';

const ACTIVE_OPTIONS = ['both', 'yes', 'no'] as const;
const ACTIVE_LABELS: Record<AdminRecipeQuery['active'], MessageDescriptor> = {
  both: msg`Active and inactive`,
  yes: msg`Active only`,
  no: msg`Inactive only`,
};

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** The table's query, read from the URL so that paging and filters survive reloads and links. */
function useRecipeQuery(): [AdminRecipeQuery, (next: Partial<AdminRecipeQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: AdminRecipeQuery = {
    page: pageParam(params.get('page')),
    cuisine: oneOf(params.get('cuisine'), CUISINE_FILTERS, 'all'),
    restriction: oneOf(params.get('restriction'), RESTRICTION_FILTERS, 'all'),
    active: oneOf(params.get('active'), ACTIVE_OPTIONS, 'both'),
  };
  const update = (next: Partial<AdminRecipeQuery>) => {
    // A new filter starts again at page 1.
    const merged = { ...query, page: 1, ...next };
    const search = new URLSearchParams({ page: String(merged.page) });
    if (merged.cuisine !== 'all') search.set('cuisine', merged.cuisine);
    if (merged.restriction !== 'all') search.set('restriction', merged.restriction);
    if (merged.active !== 'both') search.set('active', merged.active);
    setParams(search);
  };
  return [query, update];
}

/** /admin/recipes?page=1: every recipe, active or not, with filters and paging (spec §2, §4). */
export function AdminRecipesPage() {
  const { t } = useLingui();
  const [query, update] = useRecipeQuery();
  const result = useGetAdminRecipesQuery(query, { refetchOnMountOrArgChange: true });
  const loading = result.isFetching;
  // Keep the last rows on screen while the next page loads, so the table does not jump.
  const rows = (!result.isError && result.data?.rows) || [];
  const total = result.data?.count ?? 0;
  const failure = result.isError ? (result.error as ApiFailure).message || t`Something went wrong` : null;
  const page = query.page;

  return (
    <main className="page">
      <div className="page-header">
        <h1>
          <Trans>All Recipes</Trans>
        </h1>
        <Link className="btn btn-primary" to={paths.addRecipe}>
          <Trans>Add Recipe</Trans>
        </Link>
      </div>
      <form className="admin-toolbar" aria-label={t`Filter recipes`} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          id="admin-recipes-cuisine"
          label={t`Cuisine`}
          value={query.cuisine}
          options={CUISINE_FILTERS}
          optionLabel={(cuisine) => titleCase(fixedLabel(t, cuisine))}
          onChange={(cuisine) => update({ cuisine })}
        />
        <SelectField
          id="admin-recipes-restriction"
          label={t`Restriction`}
          value={query.restriction}
          options={RESTRICTION_FILTERS}
          optionLabel={(restriction) => titleCase(fixedLabel(t, restriction))}
          onChange={(restriction) => update({ restriction })}
        />
        <SelectField
          id="admin-recipes-active"
          label={t`Active`}
          value={query.active}
          options={ACTIVE_OPTIONS}
          optionLabel={(active) => t(ACTIVE_LABELS[active])}
          onChange={(active) => update({ active })}
        />
      </form>
      <AsyncTable
        error={loading ? null : failure}
        loading={loading && rows.length === 0}
        empty={rows.length === 0 && !failure ? t`No Matches` : null}
        busy={loading}
      >
        {rows.length > 0 ? (
          <table className="table admin-table">
            <caption className="visually-hidden">
              <Trans>Recipes, page {page}</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Image</Trans>
                  </span>
                </th>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Cuisines</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Servings</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Cook Time</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((recipe) => {
                const name = titleCase(recipe.name);
                const minutes = recipe.cookTime;
                return (
                  <tr key={recipe.id}>
                    <td>
                      <RecipeImage className="thumb" src={recipe.img} alt="" width={56} height={56} />
                    </td>
                    <td>
                      <Link to={paths.recipe(recipe.id)}>{name}</Link>
                    </td>
                    <td>
                      <span className="tag-list">
                        {recipe.cuisines.map((c) => (
                          <span key={c.name} className="badge">
                            {fixedLabel(t, c.name)}
                          </span>
                        ))}
                      </span>
                    </td>
                    <td className="num">{recipe.servings}</td>
                    <td className="num">
                      <Trans>{minutes} min</Trans>
                    </td>
                    <td>
                      <span className={recipe.isActive ? 'badge badge-success' : 'badge badge-warning'}>
                        {recipe.isActive ? t`active` : t`inactive`}
                      </span>
                    </td>
                    <td>
                      <Link className="btn btn-small" to={paths.updateRecipe(recipe.id)} aria-label={t`Edit ${name}`}>
                        <Trans>Edit</Trans>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </AsyncTable>
      {result.data ? (
        <Pager page={query.page} total={total} noun={t`recipes`} onPage={(page) => update({ ...query, page })} />
      ) : null}
    </main>
  );
}
