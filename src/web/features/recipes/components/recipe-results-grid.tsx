import { memo } from 'react';
import { RecipeCard, type CardRecipe } from '../../../components/recipe-card.tsx';
import { useProgressiveCount } from '../../../components/use-progressive-count.ts';

/** Cards rendered at once; about a phone screen and a half, or the first rows on a wide one. */
const FIRST_CARDS = 6;
/** Cards added in each later task. */
const CARDS_PER_STEP = 4;

/**
 * The recipe list's cards. They render a few at a time (issue 12): 25 at once are one long task on a
 * phone's CPU. Only this grid renders again at each step, not the page around it.
 */
export const RecipeResultsGrid = memo(function RecipeResultsGrid({ recipes }: { recipes: CardRecipe[] }) {
  const rendered = useProgressiveCount(recipes.length, FIRST_CARDS, CARDS_PER_STEP);
  return (
    <div className="grid recipe-card-grid">
      {recipes.slice(0, rendered).map((recipe) => (
        <RecipeCard key={recipe.id} recipe={recipe} />
      ))}
    </div>
  );
});
