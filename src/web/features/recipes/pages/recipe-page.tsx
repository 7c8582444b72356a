import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { titleCase } from '#domain/format.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import type { StepDuration } from '#domain/step-durations.ts';
import { ExternalIcon, HeartIcon, ThumbDownIcon } from '../../../components/icons.tsx';
import { RecipeImage } from '../../../components/recipe-image.tsx';
import { useGetDislikesQuery, useGetLikesQuery, usePreferenceToggle } from '../../profile/index.ts';
import { AddToPlan } from '../../meal-plan/index.ts';
import { AddToListButton } from '../../shopping-list/index.ts';
import { ShareButton } from '../../shares/index.ts';
import { AddToCollection } from '../../collections/index.ts';
import { useGetRecipeQuery } from '../recipes-api.ts';
import { ScaledIngredients } from '../components/scaled-ingredients.tsx';
import { askToNotify, beep, notify, unlockSound } from '../cook-mode/cook-alerts.ts';
import { CookMode } from '../cook-mode/cook-mode.tsx';
import { CookTimers } from '../cook-mode/cook-timers.tsx';
import { useCookTimers, type CookTimer } from '../cook-mode/use-cook-timers.ts';
import { shownLine } from '../units/shown-line.ts';
import { useAmountView } from '../units/use-amount-view.ts';
import { useServingsParam } from '../use-servings-param.ts';
import { useSubRecipeLines } from '../know/use-sub-recipe-lines.ts';
import { RecipeAbout } from '../components/recipe-about.tsx';
import { CookedItButton } from '../cooked/cooked-it-button.tsx';
import { CookLogSection } from '../cooked/cook-log-section.tsx';
import { CookedSummary } from '../cooked/cooked-summary.tsx';
import { SectionedList } from '../components/recipe-sections.tsx';
import { tagLabel } from '../../../components/tag-labels.ts';
import '../recipes.css';
import '../cook-mode/cook-mode.css';

// Below the fold: their code loads after the page's, so the recipe shows as fast as before.
const KnowPanels = lazy(() => import('../know/know-panels.tsx'));

const timerDone = (timer: CookTimer) => {
  beep();
  const { step, label } = timer;
  notify(i18n._(msg`Timer done`), i18n._(msg`Step ${step}: ${label}`));
};

/**
 * /user/recipes/:recipeId: one recipe with Like, Dislike, Add To List and Instructions (the recipe's url in a
 * new tab; spec §2), its ingredients at the servings chosen, the method and cook mode (issue 9).
 */
export function RecipePage() {
  const { recipeId } = useParams();
  const id = Number(recipeId);
  const validId = Number.isInteger(id) && id > 0;
  const { data: recipe, error, isError } = useGetRecipeQuery(id, { skip: !validId });
  // Like and Dislike show the current state, so the preferences are asked for again on each visit; the
  // user layout asks for the likes as it mounts, and an answer already on its way is not asked for twice.
  const liked =
    useGetLikesQuery(undefined, { refetchOnMountOrArgChange: true }).data?.some((r) => r.id === id) ?? false;
  const disliked =
    useGetDislikesQuery(undefined, { refetchOnMountOrArgChange: true }).data?.some((r) => r.id === id) ?? false;
  const { toggle } = usePreferenceToggle();
  const { t } = useLingui();
  const [busy, setBusy] = useState<'like' | 'dislike' | null>(null);
  const [cooking, setCooking] = useState(false);
  const [servings, setServings] = useServingsParam(recipe?.id === id ? (recipe.servings ?? 1) : 1);
  const timers = useCookTimers(timerDone);
  const amountView = useAmountView();
  const startTimer = timers.start;
  const onStartTimer = useCallback(
    (d: StepDuration, step: number) => {
      unlockSound();
      askToNotify();
      startTimer(d.text, d.seconds, step);
    },
    [startTimer],
  );
  const closeCookMode = useCallback(() => setCooking(false), []);
  const subLines = useSubRecipeLines(id, recipe?.id === id ? recipe.lineItems : undefined, servings, amountView);

  const run = async (kind: 'like' | 'dislike') => {
    setBusy(kind);
    if (kind === 'like') await toggle('likes', id, liked);
    else await toggle('dislikes', id, disliked);
    setBusy(null);
  };

  if (!validId || (isError && recipe?.id !== id)) {
    return (
      <main id="main" className="page">
        <Link className="back-link" to={paths.recipes(1)}>
          <span aria-hidden="true" className="flips-in-rtl">
            ←
          </span>{' '}
          <Trans>All recipes</Trans>
        </Link>
        <div className="empty-state" role="alert">
          <p style={{ margin: 0, fontWeight: 700 }}>
            <Trans>Recipe not found</Trans>
          </p>
          <p style={{ margin: '8px 0 0' }}>
            {(error as ApiFailure | undefined)?.message ?? t`This recipe does not exist.`}
          </p>
        </div>
      </main>
    );
  }

  if (!recipe || recipe.id !== id) {
    return (
      <main id="main" className="page">
        <Loading label={t`Loading recipe…`} />
      </main>
    );
  }

  const name = titleCase(recipe.name);
  const tags = [...recipe.cuisines, ...recipe.restrictions, ...recipe.appliances];
  const recipeServings = recipe.servings ?? '–';
  const { prepTime, cookTime, totalTime } = recipe;
  // Cook mode lists a sub-recipe's lines right after its line.
  const lines = recipe.lineItems.flatMap((item) => [
    shownLine(item, servings / (recipe.servings ?? servings), amountView),
    ...(subLines.get(item.id) ?? []),
  ]);

  return (
    <main id="main" className="page recipe-page">
      <Link className="back-link" to={paths.recipes(1)}>
        <span aria-hidden="true" className="flips-in-rtl">
          ←
        </span>{' '}
        <Trans>All recipes</Trans>
      </Link>
      <article className="recipe-hero" aria-labelledby="recipe-title">
        <RecipeImage
          className="recipe-hero__image"
          src={recipe.img}
          alt={name}
          width={720}
          height={540}
          loading="eager"
        />
        <div className="recipe-hero__body">
          <h1 id="recipe-title">{name}</h1>
          {!recipe.isActive && (
            <p className="alert" role="alert">
              <Trans>
                <strong>Heads up:</strong> this recipe is outdated and may no longer be available.
              </Trans>
            </p>
          )}
          <p className="meta-list">
            <span>
              <Trans>
                Serves <strong>{recipeServings}</strong>
              </Trans>
            </span>
            {prepTime !== null && (
              <span>
                <Trans>
                  Prep: <strong>{prepTime} min</strong>
                </Trans>
              </span>
            )}
            {cookTime !== null && (
              <span>
                <Trans>
                  Cook time: <strong>{cookTime} min</strong>
                </Trans>
              </span>
            )}
            {totalTime !== null && (
              <span>
                <Trans>
                  Total: <strong>{totalTime} min</strong>
                </Trans>
              </span>
            )}
          </p>
          <CookedSummary figures={recipe} />
          {tags.length > 0 && (
            <ul className="recipe-tags" aria-label={t`Tags`}>
              {tags.map((tag) => (
                <li key={tag.name} className="badge">
                  {tagLabel(t, tag.name)}
                </li>
              ))}
            </ul>
          )}
          <RecipeAbout description={recipe.description} keywords={recipe.keywords} />
          <div className="recipe-actions" role="group" aria-label={t`Recipe actions`}>
            <button
              type="button"
              className="btn btn-like"
              aria-pressed={liked}
              disabled={busy !== null}
              onClick={() => void run('like')}
            >
              <HeartIcon filled={liked} /> <Trans>Like</Trans>
            </button>
            <button
              type="button"
              className="btn btn-dislike"
              aria-pressed={disliked}
              disabled={busy !== null}
              onClick={() => void run('dislike')}
            >
              <ThumbDownIcon filled={disliked} /> <Trans>Dislike</Trans>
            </button>
            <AddToListButton recipeId={id} servings={servings} disabled={busy !== null} />
            <AddToPlan recipe={recipe} servings={servings} />
            <AddToCollection recipeId={id} recipeName={name} />
            <ShareButton target={{ recipeId: id }} />
            <CookedItButton recipeId={id} servings={servings} />
            {recipe.instructions.length > 0 && (
              <button type="button" className="btn" onClick={() => setCooking(true)}>
                <Trans>Cook mode</Trans>
              </button>
            )}
            {recipe.url && (
              <>
                <a
                  className="btn"
                  href={recipe.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby="instructions-new-tab"
                >
                  <Trans>Instructions</Trans> <ExternalIcon />
                </a>
                <span id="instructions-new-tab" className="visually-hidden">
                  <Trans>Opens the original recipe in a new tab</Trans>
                </span>
              </>
            )}
          </div>
          {(liked || disliked) && (
            <p className="muted" style={{ margin: 0 }} aria-live="polite">
              {liked ? t`You like this recipe.` : t`You disliked this recipe, so it is hidden from the recipe list.`}
            </p>
          )}
          {!cooking && <CookTimers timers={timers.timers} now={timers.now} onRemove={timers.remove} />}
        </div>
      </article>

      <div className="recipe-body">
        <ScaledIngredients
          items={recipe.lineItems}
          sections={recipe.ingredientSections}
          recipeServings={recipe.servings ?? servings}
          servings={servings}
          onServingsChange={setServings}
          subLines={subLines}
        />

        {recipe.instructions.length > 0 && (
          <section className="card method-card" aria-labelledby="method-title">
            <h2 id="method-title">
              <Trans>Method</Trans>
            </h2>
            <SectionedList
              ordered
              className="method-steps"
              items={recipe.instructions}
              sections={recipe.instructionSections}
              renderItem={(step, index) => <li key={index}>{step}</li>}
            />
          </section>
        )}
      </div>

      <Suspense fallback={null}>
        <KnowPanels id={id} servings={servings} />
      </Suspense>

      <CookLogSection recipeId={id} />

      {cooking && (
        <CookMode
          title={name}
          steps={recipe.instructions}
          ingredients={lines}
          timers={timers}
          onStartTimer={onStartTimer}
          onClose={closeCookMode}
        />
      )}
    </main>
  );
}
