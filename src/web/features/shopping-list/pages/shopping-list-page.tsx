import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { PinIcon } from '../../../components/icons.tsx';
import { ListRecipe } from '../components/list-recipe.tsx';
import { OrderOnAmazonForm } from '../components/order-on-amazon-form.tsx';
import {
  fetchCurrentList,
  ingredientTickToggled,
  markListComplete,
  recipeTickToggled,
  removeRecipeFromList,
  selectShoppingList,
} from '../shopping-list-slice.ts';
import { isIngredientChecked } from '../ticking.ts';
import '../shopping-list.css';

/** /user/shoppingList (and /user): the current list, 'Main Shopping List' (spec §2). */
export function ShoppingListPage() {
  const dispatch = useAppDispatch();
  const { id, recipes, checked, status } = useAppSelector(selectShoppingList);
  const [removing, setRemoving] = useState<number | null>(null);
  const [completing, setCompleting] = useState(false);
  const [justCompleted, setJustCompleted] = useState(false);

  useEffect(() => {
    void dispatch(fetchCurrentList());
  }, [dispatch]);

  const remove = async (recipeId: number) => {
    setRemoving(recipeId);
    await dispatch(removeRecipeFromList(recipeId));
    setRemoving(null);
  };

  const complete = async () => {
    if (id === null) return;
    setCompleting(true);
    const result = await dispatch(markListComplete(id));
    setCompleting(false);
    setJustCompleted(markListComplete.fulfilled.match(result));
  };

  const totalItems = recipes.reduce((n, r) => n + r.lineItems.length, 0);
  const tickedItems = recipes.reduce(
    (n, r) => n + r.lineItems.filter((li) => isIngredientChecked(checked, r.id, li.id)).length,
    0,
  );
  const empty = recipes.length === 0;

  return (
    <main id="main" className="page shopping-list">
      <header className="page-header">
        <div>
          <h1>Main Shopping List</h1>
          {!empty && (
            <p className="muted" style={{ margin: 0 }} aria-live="polite">
              {recipes.length} recipe{recipes.length === 1 ? '' : 's'} · {tickedItems} of {totalItems} ingredients
              ticked
            </p>
          )}
        </div>
        <div className="list-toolbar">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void complete()}
            disabled={empty || id === null || completing}
            aria-busy={completing}
          >
            Mark as Complete!
          </button>
          <Link className="btn" to={paths.map}>
            <PinIcon /> Find Nearby Stores
          </Link>
          <OrderOnAmazonForm recipes={recipes} />
        </div>
      </header>

      {!empty && totalItems > 0 && (
        <div
          className="list-progress"
          role="progressbar"
          aria-label="Ingredients ticked"
          aria-valuemin={0}
          aria-valuemax={totalItems}
          aria-valuenow={tickedItems}
        >
          <span style={{ width: `${(tickedItems / totalItems) * 100}%` }} />
        </div>
      )}

      {justCompleted && empty && (
        <p className="alert alert-success" role="status">
          List marked as complete. You can find it in your <Link to={paths.history}>History</Link>.
        </p>
      )}

      {status === 'pending' && id === null ? (
        <Loading label="Loading your list…" />
      ) : empty ? (
        <div className="empty-state">
          <p style={{ margin: 0, fontWeight: 700 }}>No recipes in current list</p>
          <p style={{ margin: '8px 0 16px' }}>Add recipes from the recipe pages, or let the chef choose.</p>
          <div className="row" style={{ justifyContent: 'center' }}>
            <Link className="btn btn-primary" to={paths.recipes(1)}>
              Browse recipes
            </Link>
            <Link className="btn" to={paths.chefsChoice}>
              Chef&apos;s Choice
            </Link>
          </div>
        </div>
      ) : (
        <div className="list-recipes">
          {recipes.map((recipe) => (
            <ListRecipe
              key={recipe.id}
              recipe={recipe}
              checked={checked}
              onToggleRecipe={(rid) => dispatch(recipeTickToggled(rid))}
              onToggleIngredient={(recipeId, lineItemId) => dispatch(ingredientTickToggled({ recipeId, lineItemId }))}
              onRemove={(rid) => void remove(rid)}
              removing={removing === recipe.id}
            />
          ))}
        </div>
      )}
    </main>
  );
}
