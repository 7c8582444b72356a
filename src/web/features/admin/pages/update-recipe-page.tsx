import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { useGetRecipeQuery } from '../../recipes/index.ts';
import { useUpdateRecipeMutation } from '../admin-api.ts';
import { NutritionOverride } from '../recipe-form/nutrition-override.tsx';
import { RecipeForm } from '../recipe-form/recipe-form.tsx';
import '../recipe-form/nutrition-override.css';
import { recipeToFormValues } from '../recipe-form/recipe-form-schema.ts';

/** No such recipe, or an id that is no number: the page does not exist. */
const MISSING = new Set(['RECIPE_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_FAILED']);

/** /admin/updaterecipe/{id}: edit a recipe, including its Active flag (spec §2, §5). */
export function UpdateRecipePage() {
  const { t } = useLingui();
  const { id: param = '' } = useParams();
  const id = Number(param);
  const validId = Number.isInteger(id) && id > 0;
  const loaded = useGetRecipeQuery(id, { skip: !validId, refetchOnMountOrArgChange: true });
  const [updateRecipe] = useUpdateRecipeMutation();
  const failure = loaded.error as ApiFailure | undefined;

  if (!validId || (failure?.code && MISSING.has(failure.code))) return <NotFound />;
  if (loaded.isFetching && loaded.data?.id !== id) return <Loading label={t`Loading recipe…`} />;
  if (!loaded.data) {
    if (!failure) return <Loading label={t`Loading recipe…`} />;
    return (
      <main className="page">
        <p className="alert alert-danger" role="alert">
          {failure.message || t`Unable to load the recipe`}
        </p>
      </main>
    );
  }
  const recipe = loaded.data;

  return (
    <main className="page">
      <div className="page-header">
        <div>
          <h1>
            <Trans>Modify Recipe</Trans>
          </h1>
          <p className="muted">
            #{recipe.id} · {recipe.name}{' '}
            <span className={recipe.isActive ? 'badge badge-success' : 'badge badge-warning'}>
              {recipe.isActive ? t`active` : t`inactive`}
            </span>
          </p>
        </div>
        <div className="row">
          <Link className="btn btn-small" to={paths.recipe(recipe.id)}>
            <Trans>View as user</Trans>
          </Link>
          <Link className="btn btn-small" to={paths.adminRecipes(1)}>
            <Trans>Back to recipes</Trans>
          </Link>
        </div>
      </div>
      <RecipeForm
        // A save refetches the recipe: a fresh form then shows exactly what the server stored.
        key={`${recipe.id}-${loaded.fulfilledTimeStamp}`}
        mode="edit"
        submitLabel={t`Save Changes`}
        defaultValues={recipeToFormValues(recipe)}
        onSave={async (payload) => {
          await updateRecipe({ id: recipe.id, payload }).unwrap();
          toast.success(t`Recipe updated!`);
        }}
      />
      <NutritionOverride recipeId={recipe.id} servings={recipe.servings ?? 1} />
    </main>
  );
}
