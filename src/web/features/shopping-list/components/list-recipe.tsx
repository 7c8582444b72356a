import { Link } from 'react-router';
import type { FullRecipe } from '#domain/recipe.ts';
import { titleCase } from '#domain/format.ts';
import { paths } from '../../../app/paths.ts';
import { ingredientParts } from '../../../components/recipe-card.tsx';
import { RecipeImage } from '../../../components/recipe-image.tsx';
import { isIngredientChecked, isRecipeChecked, isRecipePartlyChecked, type CheckedMap } from '../ticking.ts';

interface Props {
  recipe: FullRecipe;
  checked: CheckedMap;
  onToggleRecipe: (recipeId: number) => void;
  onToggleIngredient: (recipeId: number, lineItemId: number) => void;
  onRemove: (recipeId: number) => void;
  removing: boolean;
}

/** One recipe of the shopping list: its checkbox, link, remove button and ingredient checkboxes. */
export function ListRecipe({ recipe, checked, onToggleRecipe, onToggleIngredient, onRemove, removing }: Props) {
  const name = titleCase(recipe.name);
  const all = isRecipeChecked(checked, recipe);
  const partly = isRecipePartlyChecked(checked, recipe);
  const tickedCount = recipe.lineItems.filter((li) => isIngredientChecked(checked, recipe.id, li.id)).length;
  const titleId = `list-recipe-${recipe.id}`;
  return (
    <article className={`list-recipe card${all ? ' is-checked' : ''}`} aria-labelledby={titleId}>
      <header className="list-recipe__header">
        <input
          type="checkbox"
          className="list-recipe__check"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = partly;
          }}
          onChange={() => onToggleRecipe(recipe.id)}
          aria-label={`Tick all of ${name}`}
        />
        <RecipeImage className="list-recipe__thumb" src={recipe.img} alt="" width={72} height={72} />
        <div className="list-recipe__title">
          <h2 id={titleId}>
            <Link to={paths.recipe(recipe.id)}>{name}</Link>
          </h2>
          <p className="muted">
            Servings: {recipe.servings} · {tickedCount}/{recipe.lineItems.length} ticked
          </p>
        </div>
        <button
          type="button"
          className="btn btn-small btn-danger"
          onClick={() => onRemove(recipe.id)}
          disabled={removing}
          aria-label={`Remove ${name}`}
        >
          Remove
        </button>
      </header>
      <ul className="list-items" aria-label={`Ingredients of ${name}`}>
        {recipe.lineItems.map((li) => {
          const on = isIngredientChecked(checked, recipe.id, li.id);
          const p = ingredientParts(li);
          return (
            <li key={li.id} className={on ? 'is-checked' : undefined}>
              <label className="checkbox">
                <input type="checkbox" checked={on} onChange={() => onToggleIngredient(recipe.id, li.id)} />
                <span>
                  {p.qty && <strong className="list-items__qty">{p.qty} </strong>}
                  {[p.unit, p.name].filter(Boolean).join(' ')}
                  {p.toTaste && <span className="muted"> (to taste)</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
