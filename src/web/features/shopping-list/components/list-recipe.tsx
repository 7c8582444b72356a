import { Link } from 'react-router';
import { titleCase } from '#domain/format.ts';
import { ListLimits } from '#domain/constants.ts';
import type { ItemList } from '#domain/shopping-list.ts';
import { paths } from '../../../app/paths.ts';
import { RecipeImage } from '../../../components/recipe-image.tsx';

type ListRecipeRow = ItemList['recipes'][number];

interface Props {
  recipe: ListRecipeRow;
  onServings: (recipeId: number, servings: number) => void;
  onRemove: (recipeId: number) => void;
}

/** One recipe on the list: its link, a servings stepper (the list scales its amounts) and Remove. */
export function ListRecipe({ recipe, onServings, onRemove }: Props) {
  const name = titleCase(recipe.name);
  const step = (by: number) => {
    const next = recipe.servings + by;
    if (next >= 1 && next <= ListLimits.maxServings) onServings(recipe.id, next);
  };
  return (
    <li className="list-recipe card">
      <RecipeImage className="list-recipe__thumb" src={recipe.img} alt="" width={56} height={56} />
      <div className="list-recipe__title">
        <Link to={paths.recipe(recipe.id)}>{name}</Link>
        <div className="row servings-stepper" role="group" aria-label={`Servings of ${name}`}>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => step(-1)}
            disabled={recipe.servings <= 1}
            aria-label={`Fewer servings of ${name}`}
          >
            −
          </button>
          <span aria-live="polite">
            {recipe.servings} serving{recipe.servings === 1 ? '' : 's'}
          </span>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => step(1)}
            aria-label={`More servings of ${name}`}
          >
            +
          </button>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-small btn-danger"
        onClick={() => onRemove(recipe.id)}
        aria-label={`Remove ${name}`}
      >
        Remove
      </button>
    </li>
  );
}
