import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FullRecipe } from '#domain/recipe.ts';
import { RecipeCard } from '../../../components/recipe-card.tsx';
import type { ChefsChoiceSummary } from '../recipes-slice.ts';

/** The 'Recipes matched' header shows only when more than this many match (spec §9). */
export const MATCHED_HEADER_THRESHOLD = 3;

/** The spec's words (§8), spelt as it spells them. */
const NO_MATCH_MESSAGE = msg`Sorry, no recipes matched your criteria`;
const INSUFFICIENT_MESSAGE = msg`We apologize, the chef is unable to accomodate your total number of desired meals that match your criteria.`;

interface Props {
  recipes: FullRecipe[];
  summary: ChefsChoiceSummary;
  adding: boolean;
  onAddAll: () => void;
}

/** The chef's picks, with the messages of spec §8 and 'Add All to List'. */
export function ChefsChoiceResults({ recipes, summary, adding, onAddAll }: Props) {
  const { t } = useLingui();
  const { matched, totalServings, target } = summary;
  const picked = recipes.length;
  if (summary.matched === 0 || recipes.length === 0) {
    return (
      <section className="chefs-results" aria-live="polite" aria-label={t`Chef's choice results`}>
        <div className="empty-state">{t(NO_MATCH_MESSAGE)}</div>
      </section>
    );
  }
  return (
    <section className="chefs-results" aria-live="polite" aria-labelledby="cc-results-title">
      <div className="chefs-results__bar">
        <div>
          {summary.matched > MATCHED_HEADER_THRESHOLD ? (
            <h2 id="cc-results-title">
              <Trans>Recipes matched</Trans>
            </h2>
          ) : (
            <h2 id="cc-results-title" style={{ fontSize: '1.2rem' }}>
              {/* The spec's English for any number, '(s)' and its spelling included; other languages' plural forms. */}
              <Plural
                value={matched}
                one="Only # recipe(s) matched your critera:"
                other="Only # recipe(s) matched your critera:"
              />
            </h2>
          )}
          <p className="muted" style={{ margin: '4px 0 0' }}>
            <Plural
              value={picked}
              one={`The chef picked # recipe serving ${totalServings} of the ${target} servings you asked for.`}
              other={`The chef picked # recipes serving ${totalServings} of the ${target} servings you asked for.`}
            />
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={onAddAll} disabled={adding} aria-busy={adding}>
          <Trans>Add All to List</Trans>
        </button>
      </div>
      {summary.insufficient && (
        <p className="alert" role="alert">
          {t(INSUFFICIENT_MESSAGE)}
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
