import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { FullRecipe } from '#domain/recipe.ts';
import { ApiError, errorMessage } from '../../../app/api.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { fetchRecipe, updateRecipe } from '../admin-api.ts';
import { RecipeForm } from '../recipe-form/recipe-form.tsx';
import { recipeToFormValues } from '../recipe-form/recipe-form-schema.ts';

type Loaded = { id: string; recipe: FullRecipe | null; error: ApiError | Error | null; version: number };

/** /admin/updaterecipe/{id}: edit a recipe, including its Active flag (spec §2, §5). */
export function UpdateRecipePage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchRecipe(id, controller.signal).then(
      (recipe) => setLoaded({ id, recipe, error: null, version: 0 }),
      (err: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ id, recipe: null, error: err instanceof Error ? err : new Error(String(err)), version: 0 });
      },
    );
    return () => controller.abort();
  }, [id]);

  if (!loaded || loaded.id !== id) return <Loading label="Loading recipe…" />;
  if (loaded.error instanceof ApiError && (loaded.error.status === 404 || loaded.error.status === 400)) {
    return <NotFound />;
  }
  if (!loaded.recipe) {
    return (
      <main className="page">
        <p className="alert alert-danger" role="alert">
          {errorMessage(loaded.error, 'Unable to load the recipe')}
        </p>
      </main>
    );
  }
  const { recipe } = loaded;

  return (
    <main className="page">
      <div className="page-header">
        <div>
          <h1>Modify Recipe</h1>
          <p className="muted">
            #{recipe.id} · {recipe.name}{' '}
            <span className={recipe.isActive ? 'badge badge-success' : 'badge badge-warning'}>
              {recipe.isActive ? 'active' : 'inactive'}
            </span>
          </p>
        </div>
        <div className="row">
          <Link className="btn btn-small" to={paths.recipe(recipe.id)}>
            View as user
          </Link>
          <Link className="btn btn-small" to={paths.adminRecipes(1)}>
            Back to recipes
          </Link>
        </div>
      </div>
      <RecipeForm
        // A fresh form after each save, so the fields show exactly what the server stored.
        key={`${recipe.id}-${loaded.version}`}
        mode="edit"
        submitLabel="Save Changes"
        defaultValues={recipeToFormValues(recipe)}
        onSave={async (payload) => {
          const updated = await updateRecipe(recipe.id, payload);
          toast.success('Recipe updated!');
          setLoaded((prev) => ({ id, recipe: updated, error: null, version: (prev?.version ?? 0) + 1 }));
        }}
      />
    </main>
  );
}
