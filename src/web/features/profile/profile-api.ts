import type { FullRecipe, LineItem, RecipeSummary } from '#domain/recipe.ts';
import type { RecipeIds } from '#domain/shopping-list.ts';
import { apiSlice, RECIPE_LIST_TAG, recipeTag } from '../../app/api-slice.ts';
import type { RootState } from '../../app/store.ts';

/**
 * A liked or disliked recipe. The GET routes answer full recipes; the toggle routes answer summaries,
 * so the ingredients (and tags) are there only once the list has been fetched.
 */
export type PreferenceRecipe = RecipeSummary &
  Partial<Pick<FullRecipe, 'url' | 'cuisines' | 'restrictions'>> & {
    lineItems?: LineItem[];
  };

export type PreferenceKind = 'likes' | 'dislikes';

/** A like or dislike to add or remove; repeating an action removes it (spec §4). */
export interface PreferenceChange {
  kind: PreferenceKind;
  id: number;
  action: 'add' | 'remove';
}

const PATHS = { likes: '/api/user/me/updateFavorites', dislikes: '/api/user/me/updatedislikes' } as const;
const LIST_ENDPOINT = { likes: 'getLikes', dislikes: 'getDislikes' } as const;
const OTHER: Record<PreferenceKind, PreferenceKind> = { likes: 'dislikes', dislikes: 'likes' };

/** Keeps the full entries (with ingredients) of recipes that stay in the list. */
function mergeSummaries(previous: PreferenceRecipe[], next: RecipeSummary[]): PreferenceRecipe[] {
  const byId = new Map(previous.map((r) => [r.id, r]));
  return next.map((r) => ({ ...byId.get(r.id), ...r }));
}

// Each liked or disliked recipe provides its own tag, so an admin's edit of one refreshes these lists too.
const provided = (kind: PreferenceKind) => (result: PreferenceRecipe[] | undefined) => [
  { type: 'Preference' as const, id: kind },
  ...(result ?? []).map((r) => recipeTag(r.id)),
];

/**
 * Likes and dislikes. A toggle writes the server's answer into the cached lists (rather than fetching up
 * to 500 whole recipes again); adding one drops it from the other list, as the server does.
 */
export const profileApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/me/favoritedrecipes. */
    getLikes: build.query<PreferenceRecipe[], void>({
      query: () => '/api/user/me/favoritedrecipes',
      transformResponse: (answer: FullRecipe[]) => answer,
      providesTags: provided('likes'),
    }),
    /** GET /api/user/me/dislikedrecipes. */
    getDislikes: build.query<PreferenceRecipe[], void>({
      query: () => '/api/user/me/dislikedrecipes',
      transformResponse: (answer: FullRecipe[]) => answer,
      providesTags: provided('dislikes'),
    }),
    /**
     * GET /api/user/me/dislikedIds: what the recipe list needs to drop a card disliked elsewhere before its
     * pages refetch; ids only (full recipes were 230 KB for 200 dislikes).
     */
    getDislikedIds: build.query<number[], void>({
      query: () => '/api/user/me/dislikedIds',
      transformResponse: (answer: RecipeIds) => answer.ids,
      providesTags: [RECIPE_LIST_TAG],
    }),
    /** PUT updateFavorites or updatedislikes: the server answers the new list. */
    changePreference: build.mutation<RecipeSummary[], PreferenceChange>({
      query: ({ kind, id, action }) => ({ url: PATHS[kind], method: 'PUT', body: { action, id } }),
      async onQueryStarted({ kind, id, action }, { dispatch, queryFulfilled }) {
        const { data: list } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!list) return;
        dispatch(
          profileApi.util.updateQueryData(LIST_ENDPOINT[kind], undefined, (draft) => mergeSummaries(draft, list)),
        );
        if (action === 'add') {
          dispatch(
            profileApi.util.updateQueryData(LIST_ENDPOINT[OTHER[kind]], undefined, (draft) =>
              draft.filter((r) => r.id !== id),
            ),
          );
        }
        const disliked = kind === 'dislikes' ? action === 'add' : action === 'add' ? false : undefined;
        if (disliked === undefined) return;
        dispatch(
          profileApi.util.updateQueryData('getDislikedIds', undefined, (ids) =>
            disliked ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id),
          ),
        );
      },
      // The server now leaves a disliked recipe out of the recipe list: cached list pages refetch.
      invalidatesTags: (_result, error, { kind, action }) =>
        !error && kind === 'dislikes' && action === 'add' ? [RECIPE_LIST_TAG] : [],
    }),
  }),
});

export const { useGetLikesQuery, useGetDislikesQuery, useGetDislikedIdsQuery, useChangePreferenceMutation } =
  profileApi;

const NONE: PreferenceRecipe[] = [];

/** Spec §3's profile state, read from the cache: the liked and the disliked recipes as last fetched. */
export const selectLikes = (state: RootState) => profileApi.endpoints.getLikes.select()(state).data ?? NONE;
export const selectDislikes = (state: RootState) => profileApi.endpoints.getDislikes.select()(state).data ?? NONE;
