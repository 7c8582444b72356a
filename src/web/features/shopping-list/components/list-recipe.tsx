import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { titleCase } from '#domain/format.ts';
import { ListLimits } from '#domain/constants.ts';
import type { ItemList } from '#domain/shopping-list.ts';
import { paths } from '../../../app/paths.ts';
import { RecipeImage } from '../../../components/recipe-image.tsx';

type ListRecipeRow = ItemList['recipes'][number];

interface Props {
  recipe: ListRecipeRow;
  /** Its number on the page, which its items show as their source mark. */
  mark: string;
  /** How many of the items it brought to the list there are, and how many are ticked. */
  items: { total: number; ticked: number };
  onTickAll: (recipeId: number, checked: boolean) => void;
  onServings: (recipeId: number, servings: number) => void;
  onRemove: (recipeId: number) => void;
}

/**
 * One recipe on the list: a checkbox that ticks (or unticks) every item it brought (spec §2), its number,
 * its link, a servings stepper (the list scales its amounts) and Remove.
 */
export function ListRecipe({ recipe, mark, items, onTickAll, onServings, onRemove }: Props) {
  const name = titleCase(recipe.name);
  const { t } = useLingui();
  const { servings } = recipe;
  const all = items.total > 0 && items.ticked === items.total;
  const some = items.ticked > 0 && !all;
  const step = (by: number) => {
    const next = recipe.servings + by;
    if (next >= 1 && next <= ListLimits.maxServings) onServings(recipe.id, next);
  };
  return (
    <li className={`list-recipe card${all ? ' is-checked' : ''}`}>
      <input
        type="checkbox"
        className="list-recipe__check"
        checked={all}
        ref={(el) => {
          if (el) el.indeterminate = some;
        }}
        disabled={items.total === 0}
        onChange={(e) => onTickAll(recipe.id, e.target.checked)}
        aria-label={t`Tick all of ${name}`}
      />
      <RecipeImage className="list-recipe__thumb" src={recipe.img} alt="" width={56} height={56} />
      <div className="list-recipe__title">
        <p className="list-recipe__name">
          <span className="source-mark" aria-hidden="true">
            {mark}
          </span>
          <Link to={paths.recipe(recipe.id)}>{name}</Link>
        </p>
        <div className="servings-stepper" role="group" aria-label={t`Servings of ${name}`}>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => step(-1)}
            disabled={recipe.servings <= 1}
            aria-label={t`Fewer servings of ${name}`}
          >
            −
          </button>
          <span aria-live="polite">
            <Plural value={servings} one="# serving" other="# servings" />
          </span>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => step(1)}
            aria-label={t`More servings of ${name}`}
          >
            +
          </button>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-small btn-danger list-recipe__remove"
        onClick={() => onRemove(recipe.id)}
        aria-label={t`Remove ${name}`}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  );
}
