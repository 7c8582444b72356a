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
    title: 'Liked Recipes',
    empty: 'No Liked Recipes',
    remove: 'Remove from Likes',
    hint: 'Tap Like on any recipe to keep it here.',
  },
  dislikes: {
    title: 'Disliked Recipes',
    empty: 'No Disliked Recipes',
    remove: 'Remove from Dislikes',
    hint: 'Disliked recipes are hidden from the recipe list. Remove one here to see it again.',
  },
} as const;

/** The Likes or Dislikes page: recipe cards with collapsible ingredients (spec §2). */
export function PreferenceRecipes({ kind }: { kind: 'likes' | 'dislikes' }) {
  // The page shows the list as it is now, not as a visit a minute ago left it.
  const likes = useGetLikesQuery(undefined, { skip: kind !== 'likes', refetchOnMountOrArgChange: true });
  const dislikes = useGetDislikesQuery(undefined, { skip: kind !== 'dislikes', refetchOnMountOrArgChange: true });
  const { data: recipes = [], isFetching } = kind === 'likes' ? likes : dislikes;
  const { toggle } = usePreferenceToggle();
  const [removing, setRemoving] = useState<number | null>(null);
  const text = TEXT[kind];

  const remove = async (id: number) => {
    setRemoving(id);
    await toggle(kind, id, true);
    setRemoving(null);
  };

  return (
    <main id="main" className="page profile-recipes" aria-labelledby={`${kind}-title`}>
      <header className="page-header">
        <div>
          <h1 id={`${kind}-title`}>{text.title}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {text.hint}
          </p>
        </div>
      </header>
      {isFetching && recipes.length === 0 ? (
        <Loading />
      ) : recipes.length === 0 ? (
        <div className="empty-state">
          <p style={{ margin: 0, fontWeight: 700 }}>{text.empty}</p>
          <p style={{ margin: '8px 0 16px' }}>Browse the recipes to find some favourites.</p>
          <Link className="btn btn-primary" to={paths.recipes(1)}>
            Browse recipes
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
                  aria-label={`${text.remove}: ${recipe.name}`}
                >
                  {text.remove}
                </button>
              }
            />
          ))}
        </div>
      )}
    </main>
  );
}
