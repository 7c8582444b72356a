import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { titleCase } from '#domain/format.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { ingredientText } from '../../../components/recipe-card.tsx';
import type { LineItem } from '#domain/recipe.ts';
import { CartPlusIcon, ExternalIcon, HeartIcon, ThumbDownIcon } from '../../../components/icons.tsx';
import { RecipeImage } from '../../../components/recipe-image.tsx';
import {
  fetchDislikes,
  fetchLikes,
  selectIsDisliked,
  selectIsLiked,
  toggleDislike,
  toggleLike,
} from '../../profile/index.ts';
import { addRecipeToList } from '../../shopping-list/index.ts';
import {
  fetchRecipe,
  selectRecipesError,
  selectSingleRecipe,
  selectSingleRecipeStatus,
  singleRecipeCleared,
} from '../recipes-slice.ts';
import { RecipeAbout } from '../components/recipe-about.tsx';
import { SectionedList } from '../components/recipe-sections.tsx';
import '../recipes.css';

/** /user/recipes/:recipeId: one recipe with Like, Dislike, Add To List and Instructions (spec §2). */
export function RecipePage() {
  const { recipeId } = useParams();
  const id = Number(recipeId);
  const validId = Number.isInteger(id) && id > 0;
  const dispatch = useAppDispatch();
  const recipe = useAppSelector(selectSingleRecipe);
  const status = useAppSelector(selectSingleRecipeStatus);
  const error = useAppSelector(selectRecipesError);
  const liked = useAppSelector((s) => selectIsLiked(s, id));
  const disliked = useAppSelector((s) => selectIsDisliked(s, id));
  const [busy, setBusy] = useState<'like' | 'dislike' | 'list' | null>(null);

  useEffect(() => {
    if (!validId) return;
    void dispatch(fetchRecipe(id));
    return () => {
      dispatch(singleRecipeCleared());
    };
  }, [dispatch, id, validId]);

  // Like and Dislike show the current state, so the preferences must be fresh.
  useEffect(() => {
    void dispatch(fetchLikes());
    void dispatch(fetchDislikes());
  }, [dispatch]);

  const run = async (kind: 'like' | 'dislike' | 'list') => {
    setBusy(kind);
    if (kind === 'like') await dispatch(toggleLike(id));
    else if (kind === 'dislike') await dispatch(toggleDislike(id));
    else await dispatch(addRecipeToList(id));
    setBusy(null);
  };

  if (!validId || (status === 'failed' && !recipe)) {
    return (
      <main id="main" className="page">
        <Link className="back-link" to={paths.recipes(1)}>
          ← All recipes
        </Link>
        <div className="empty-state" role="alert">
          <p style={{ margin: 0, fontWeight: 700 }}>Recipe not found</p>
          <p style={{ margin: '8px 0 0' }}>{error ?? 'This recipe does not exist.'}</p>
        </div>
      </main>
    );
  }

  if (!recipe || recipe.id !== id) {
    return (
      <main id="main" className="page">
        <Loading label="Loading recipe…" />
      </main>
    );
  }

  const name = titleCase(recipe.name);
  const tags = [...recipe.cuisines, ...recipe.restrictions, ...recipe.appliances];

  return (
    <main id="main" className="page">
      <Link className="back-link" to={paths.recipes(1)}>
        ← All recipes
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
              <strong>Heads up:</strong> this recipe is outdated and may no longer be available.
            </p>
          )}
          <p className="meta-list">
            <span>
              Servings: <strong>{recipe.servings ?? '–'}</strong>
            </span>
            {recipe.cookTime !== null && (
              <span>
                Cook time: <strong>{recipe.cookTime} min</strong>
              </span>
            )}
            <span>
              <strong>{recipe.lineItems.length}</strong> ingredients
            </span>
          </p>
          {tags.length > 0 && (
            <ul className="recipe-tags" aria-label="Tags">
              {tags.map((t) => (
                <li key={t.name} className="badge">
                  {t.name}
                </li>
              ))}
            </ul>
          )}
          <RecipeAbout description={recipe.description} keywords={recipe.keywords} />
          <div className="recipe-actions" role="group" aria-label="Recipe actions">
            <button
              type="button"
              className="btn btn-like"
              aria-pressed={liked}
              disabled={busy !== null}
              onClick={() => void run('like')}
            >
              <HeartIcon filled={liked} /> Like
            </button>
            <button
              type="button"
              className="btn btn-dislike"
              aria-pressed={disliked}
              disabled={busy !== null}
              onClick={() => void run('dislike')}
            >
              <ThumbDownIcon filled={disliked} /> Dislike
            </button>
            <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void run('list')}>
              <CartPlusIcon /> Add To List
            </button>
            {recipe.url && (
              <a className="btn" href={recipe.url} target="_blank" rel="noopener noreferrer">
                Instructions <ExternalIcon />
              </a>
            )}
          </div>
          {(liked || disliked) && (
            <p className="muted" style={{ margin: 0 }} aria-live="polite">
              {liked ? 'You like this recipe.' : 'You disliked this recipe, so it is hidden from the recipe list.'}
            </p>
          )}
        </div>
      </article>

      <section className="card ingredients-card" aria-labelledby="ingredients-title">
        <h2 id="ingredients-title">
          Ingredients{' '}
          <span className="muted" style={{ fontSize: '0.95rem' }}>
            for {recipe.servings} servings
          </span>
        </h2>
        <SectionedList
          className="ingredient-list"
          items={recipe.lineItems}
          sections={recipe.ingredientSections}
          renderItem={(item) => <li key={item.id}>{writtenLine(item)}</li>}
        />
      </section>

      {recipe.instructions.length > 0 && (
        <section className="card method-card" aria-labelledby="method-title">
          <h2 id="method-title">Method</h2>
          <SectionedList
            ordered
            className="method-steps"
            items={recipe.instructions}
            sections={recipe.instructionSections}
            renderItem={(step, index) => <li key={index}>{step}</li>}
          />
        </section>
      )}
    </main>
  );
}

/** A line as written, with its note when the text does not already carry it ('2 cups flour, sifted'). */
function writtenLine(item: LineItem): string {
  const text = item.text.trim() || ingredientText(item);
  const note = item.comment.trim();
  return note && !text.toLowerCase().includes(note.toLowerCase()) ? `${text}, ${note}` : text;
}
