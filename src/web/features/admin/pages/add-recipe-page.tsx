import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../../app/paths.ts';
import { addRecipe } from '../admin-api.ts';
import { RecipeForm } from '../recipe-form/recipe-form.tsx';
import { emptyRecipeForm } from '../recipe-form/recipe-form-schema.ts';

/** /admin/addrecipe: a new recipe; on success the admin lands on its edit page (spec §2, §5). */
export function AddRecipePage() {
  const navigate = useNavigate();
  return (
    <main className="page">
      <div className="page-header">
        <h1>Add Recipe</h1>
      </div>
      <RecipeForm
        mode="add"
        submitLabel="Submit"
        defaultValues={emptyRecipeForm()}
        onSave={async (payload) => {
          const created = await addRecipe(payload);
          toast.success(`Added '${created.name}'`);
          navigate(paths.updateRecipe(created.id));
        }}
      />
    </main>
  );
}
