import type { FullRecipe } from '#domain/recipe.ts';
import { RecipeCard } from '../../../components/recipe-card.tsx';
import type { ChefsChoiceSummary } from '../recipes-slice.ts';

/** The 'Recipes matched' header shows only when more than this many match (spec §9). */
export const MATCHED_HEADER_THRESHOLD = 3;

export const NO_MATCH_MESSAGE = 'Sorry, no recipes matched your criteria';
export const INSUFFICIENT_MESSAGE =
  'We apologize, the chef is unable to accomodate your total number of desired meals that match your criteria.';
/** Spelt as in the spec. */
export const onlyMatchedMessage = (n: number) => `Only ${n} recipe(s) matched your critera:`;

interface Props {
  recipes: FullRecipe[];
  summary: ChefsChoiceSummary;
  adding: boolean;
  onAddAll: () => void;
}

/** The chef's picks, with the messages of spec §8 and 'Add All to List'. */
export function ChefsChoiceResults({ recipes, summary, adding, onAddAll }: Props) {
  if (summary.matched === 0 || recipes.length === 0) {
    return (
      <section className="chefs-results" aria-live="polite" aria-label="Chef's choice results">
        <div className="empty-state">{NO_MATCH_MESSAGE}</div>
      </section>
    );
  }
  return (
    <section className="chefs-results" aria-live="polite" aria-labelledby="cc-results-title">
      <div className="chefs-results__bar">
        <div>
          {summary.matched > MATCHED_HEADER_THRESHOLD ? (
            <h2 id="cc-results-title">Recipes matched</h2>
          ) : (
            <h2 id="cc-results-title" style={{ fontSize: '1.2rem' }}>
              {onlyMatchedMessage(summary.matched)}
            </h2>
          )}
          <p className="muted" style={{ margin: '4px 0 0' }}>
            The chef picked {recipes.length} recipe{recipes.length === 1 ? '' : 's'} serving {summary.totalServings} of
            the {summary.target} servings you asked for.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={onAddAll} disabled={adding} aria-busy={adding}>
          Add All to List
        </button>
      </div>
      {summary.insufficient && (
        <p className="alert" role="alert">
          {INSUFFICIENT_MESSAGE}
        </p>
      )}
      <div className="grid recipe-card-grid">
        {recipes.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} showIngredients />
        ))}
      </div>
    </section>
  );
}
