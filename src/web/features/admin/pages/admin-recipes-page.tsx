import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CUISINE_FILTERS, RESTRICTION_FILTERS } from '#domain/constants.ts';
import { titleCase } from '#domain/format.ts';
import type { RecipeListRow } from '#domain/recipe.ts';
import { errorMessage } from '../../../app/api.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { RecipeImage } from '../../../components/recipe-image.tsx';
import { fetchAdminRecipes, type AdminRecipeQuery, type Paged } from '../admin-api.ts';
import { pageParam, Pager } from '../components/pager.tsx';
import '../components/admin.css';

const ACTIVE_OPTIONS = [
  { value: 'both', label: 'Active and inactive' },
  { value: 'yes', label: 'Active only' },
  { value: 'no', label: 'Inactive only' },
] as const;

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
    active: oneOf(params.get('active'), ['yes', 'no', 'both'] as const, 'both'),
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

type Result = { key: string; data: Paged<RecipeListRow> | null; error: string | null };

/** /admin/recipes?page=1: every recipe, active or not, with filters and paging (spec §2, §4). */
export function AdminRecipesPage() {
  const [query, update] = useRecipeQuery();
  const key = JSON.stringify(query);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminRecipes(JSON.parse(key) as AdminRecipeQuery, controller.signal).then(
      (data) => setResult({ key, data, error: null }),
      (err: unknown) => {
        if (!controller.signal.aborted) setResult({ key, data: null, error: errorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [key]);

  const loading = !result || result.key !== key;
  // Keep the last rows on screen while the next page loads, so the table does not jump.
  const rows = result?.data?.rows ?? [];
  const total = result?.data?.count ?? 0;

  return (
    <main className="page">
      <div className="page-header">
        <h1>All Recipes</h1>
        <Link className="btn btn-primary" to={paths.addRecipe}>
          Add Recipe
        </Link>
      </div>
      <form className="admin-toolbar" aria-label="Filter recipes" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="admin-recipes-cuisine">Cuisine</label>
          <select
            id="admin-recipes-cuisine"
            className="select"
            value={query.cuisine}
            onChange={(e) => update({ cuisine: e.target.value })}
          >
            {CUISINE_FILTERS.map((c) => (
              <option key={c} value={c}>
                {titleCase(c)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-recipes-restriction">Restriction</label>
          <select
            id="admin-recipes-restriction"
            className="select"
            value={query.restriction}
            onChange={(e) => update({ restriction: e.target.value })}
          >
            {RESTRICTION_FILTERS.map((r) => (
              <option key={r} value={r}>
                {titleCase(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-recipes-active">Active</label>
          <select
            id="admin-recipes-active"
            className="select"
            value={query.active}
            onChange={(e) => update({ active: e.target.value as AdminRecipeQuery['active'] })}
          >
            {ACTIVE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {result?.error && !loading ? (
        <p className="alert alert-danger" role="alert">
          {result.error}
        </p>
      ) : null}
      {loading && rows.length === 0 ? (
        <Loading />
      ) : rows.length === 0 && !result?.error ? (
        <p className="empty-state">No Matches</p>
      ) : rows.length > 0 ? (
        <div className="table-wrap" aria-busy={loading}>
          <table className="table admin-table">
            <caption className="visually-hidden">Recipes, page {query.page}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Image</span>
                </th>
                <th scope="col">Name</th>
                <th scope="col">Cuisines</th>
                <th scope="col" className="num">
                  Servings
                </th>
                <th scope="col" className="num">
                  Cook Time
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((recipe) => (
                <tr key={recipe.id}>
                  <td>
                    <RecipeImage className="thumb" src={recipe.img} alt="" width={56} height={56} />
                  </td>
                  <td>
                    <Link to={paths.recipe(recipe.id)}>{titleCase(recipe.name)}</Link>
                  </td>
                  <td>
                    <span className="tag-list">
                      {recipe.cuisines.map((c) => (
                        <span key={c.name} className="badge">
                          {c.name}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td className="num">{recipe.servings}</td>
                  <td className="num">{recipe.cookTime} min</td>
                  <td>
                    <span className={recipe.isActive ? 'badge badge-success' : 'badge badge-warning'}>
                      {recipe.isActive ? 'active' : 'inactive'}
                    </span>
                  </td>
                  <td>
                    <Link
                      className="btn btn-small"
                      to={paths.updateRecipe(recipe.id)}
                      aria-label={`Edit ${titleCase(recipe.name)}`}
                    >
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {result?.data ? (
        <Pager page={query.page} total={total} noun="recipes" onPage={(page) => update({ ...query, page })} />
      ) : null}
    </main>
  );
}
