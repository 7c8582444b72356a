import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LineItem } from '#domain/recipe.ts';
import { showsQuantity, titleCase } from '#domain/format.ts';
import { formatQuantity } from '#domain/quantity/format.ts';
import { paths } from '../app/paths.ts';
import { tagLabel } from './tag-labels.ts';
import { ClockIcon, ServingsIcon } from './icons.tsx';
import { RecipeImage } from './recipe-image.tsx';
import './recipe-card.css';

/** What a card needs: any recipe shape (list row, summary or full recipe). */
export interface CardRecipe {
  id: number;
  name: string;
  img: string | null;
  servings: number | null;
  cookTime?: number | null;
  isActive?: boolean;
  cuisines?: { name: string }[];
  lineItems?: LineItem[];
  /** Foods the household's pantry lacks (the list's "Cook now" / "Missing at most" filters). */
  missing?: number;
  /** The household's cookings of it. */
  timesCooked?: number;
}

export interface RecipeCardProps {
  recipe: CardRecipe;
  /** Shows the ingredients in a collapsible section (Likes, Dislikes, History, chef's choice). */
  showIngredients?: boolean;
  /** Heading level of the name, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
}

/**
 * The shared recipe card: picture, title-cased name, servings and cook time, linking to the recipe. Memoised:
 * a list page renders again as each of its queries answers, and its rows keep their identity.
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  showIngredients = false,
  headingLevel = 3,
  actions,
}: RecipeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = titleCase(recipe.name);
  const titleId = `recipe-card-${recipe.id}-title`;
  const servings = recipe.servings ?? '–';
  const { cookTime } = recipe;
  const ingredientCount = recipe.lineItems?.length ?? 0;
  const { t } = useLingui();
  return (
    <article className="recipe-card" aria-labelledby={titleId} data-recipe-id={recipe.id}>
      {/* The whole card opens the recipe through its title's link (recipe-card.css): one router link a card. */}
      <div className="recipe-card__media">
        <RecipeImage src={recipe.img} alt="" width={400} height={280} />
        {recipe.cuisines?.[0] && (
          <span className="recipe-card__chip">{titleCase(tagLabel(t, recipe.cuisines[0].name))}</span>
        )}
      </div>
      <div className="recipe-card__body">
        <Heading className="recipe-card__title" id={titleId}>
          <Link to={paths.recipe(recipe.id)}>{name}</Link>
        </Heading>
        <p className="recipe-card__meta">
          <span className="recipe-card__servings">
            <ServingsIcon />
            <Trans>Servings: {servings}</Trans>
          </span>
          {cookTime != null && ' '}
          {cookTime != null && (
            <span>
              <ClockIcon />
              <span className="visually-hidden">
                <Trans>Cook time:</Trans>{' '}
              </span>
              <Plural value={cookTime} one="# min" other="# min" />
            </span>
          )}
        </p>
        {(recipe.missing !== undefined || (recipe.timesCooked ?? 0) > 0) && (
          <p className="recipe-card__kitchen">
            {recipe.missing !== undefined && (
              <span className={recipe.missing === 0 ? 'badge badge-success' : 'badge'}>
                {recipe.missing === 0 ? <Trans>Nothing missing</Trans> : <Trans>Missing {recipe.missing}</Trans>}
              </span>
            )}
            {(recipe.timesCooked ?? 0) > 0 && (
              <span className="badge">
                <Plural value={recipe.timesCooked!} one="Cooked # time" other="Cooked # times" />
              </span>
            )}
          </p>
        )}
        {recipe.isActive === false && (
          <p className="badge badge-warning recipe-card__badge">
            <Trans>Outdated</Trans>
          </p>
        )}
        {showIngredients && recipe.lineItems && ingredientCount > 0 && (
          <details className="recipe-card__ingredients">
            <summary>
              <Trans>Ingredients ({ingredientCount})</Trans>
            </summary>
            <IngredientList items={recipe.lineItems} />
          </details>
        )}
        {actions && <div className="recipe-card__actions">{actions}</div>}
      </div>
    </article>
  );
});

/** One ingredient split for display: the quantity (none for 'to taste'), the unit and the title-cased name. */
export function ingredientParts(item: LineItem): { qty: string; unit: string; name: string; toTaste: boolean } {
  const name = titleCase(item.ingredient.name);
  if (!showsQuantity(item.measurement)) return { qty: '', unit: '', name, toTaste: true };
  const unit = item.measurement.trim().toLowerCase() === 'whole' ? '' : item.measurement.trim();
  // No number ('a handful of basil') shows no amount; a range shows both ends.
  const qty =
    item.qty === null
      ? ''
      : item.qtyMax === null || item.qtyMax === undefined
        ? formatQuantity(item.qty)
        : `${formatQuantity(item.qty)}-${formatQuantity(item.qtyMax)}`;
  return { qty, unit, name, toTaste: false };
}

/** An ingredient list with kitchen fractions. */
export function IngredientList({ items }: { items: LineItem[] }) {
  return (
    <ul className="ingredient-list">
      {items.map((item) => {
        const p = ingredientParts(item);
        return (
          <li key={item.id}>
            {p.qty && <span className="ingredient-list__qty">{p.qty}</span>}
            {p.unit && <span className="ingredient-list__unit">{p.unit}</span>}
            <span className="ingredient-list__name">{p.name}</span>
            {p.toTaste && (
              <span className="ingredient-list__note">
                <Trans>to taste</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
