import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { RecipeCard } from '../../../components/recipe-card.tsx';
import { useGetDislikesQuery, useGetLikesQuery } from '../profile-api.ts';
import { usePreferenceToggle } from '../use-preference-toggle.ts';
import './profile-recipes.css';

const TEXT = {
  likes: {
    title: msg`Liked Recipes`,
    empty: msg`No Liked Recipes`,
    remove: msg`Remove from Likes`,
    hint: msg`Tap Like on any recipe to keep it here.`,
  },
  dislikes: {
    title: msg`Disliked Recipes`,
    empty: msg`No Disliked Recipes`,
    remove: msg`Remove from Dislikes`,
    hint: msg`Disliked recipes are hidden from the recipe list. Remove one here to see it again.`,
  },
} as const;

/** The Likes or Dislikes page: recipe cards with collapsible ingredients (spec §2). */
export function PreferenceRecipes({ kind }: { kind: 'likes' | 'dislikes' }) {
  const { t } = useLingui();
  // The page shows the list as it is now, not as a visit a minute ago left it.
  const likes = useGetLikesQuery(undefined, { skip: kind !== 'likes', refetchOnMountOrArgChange: true });
  const dislikes = useGetDislikesQuery(undefined, { skip: kind !== 'dislikes', refetchOnMountOrArgChange: true });
  const { data: recipes = [], isFetching } = kind === 'likes' ? likes : dislikes;
  const { toggle } = usePreferenceToggle();
  const [removing, setRemoving] = useState<number | null>(null);
  const text = TEXT[kind];
  const removeLabel = (name: string) =>
    kind === 'likes' ? t`Remove from Likes: ${name}` : t`Remove from Dislikes: ${name}`;

  const remove = async (id: number) => {
    setRemoving(id);
    await toggle(kind, id, true);
    setRemoving(null);
  };

  return (
    <main id="main" className="page profile-recipes" aria-labelledby={`${kind}-title`}>
      <header className="page-header">
        <div>
          <h1 id={`${kind}-title`}>{t(text.title)}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {t(text.hint)}
          </p>
        </div>
      </header>
      {isFetching && recipes.length === 0 ? (
        <Loading />
      ) : recipes.length === 0 ? (
        <div className="empty-state">
          <p style={{ margin: 0, fontWeight: 700 }}>{t(text.empty)}</p>
          <p style={{ margin: '8px 0 16px' }}>
            <Trans>Browse the recipes to find some favourites.</Trans>
          </p>
          <Link className="btn btn-primary" to={paths.recipes(1)}>
            <Trans>Browse recipes</Trans>
          </Link>
        </div>
      ) : (
        <div className="grid recipe-card-grid">
          {recipes.map((recipe) => (
            <RecipeCard
              key={recipe.id}
              recipe={recipe}
              showIngredients
              headingLevel={2}
              actions={
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={removing === recipe.id}
                  onClick={() => void remove(recipe.id)}
                  aria-label={removeLabel(recipe.name)}
                >
                  {t(text.remove)}
                </button>
              }
            />
          ))}
        </div>
      )}
    </main>
  );
}
