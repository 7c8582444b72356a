import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ChefsChoiceInput, ChefsChoiceResult, FullRecipe, RecipeListRow } from '#domain/recipe.ts';
import { api } from '../../app/api.ts';
import { createApiThunk } from '../../app/create-api-thunk.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import type { RootState } from '../../app/store.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import { recipeDisliked } from '../../app/preference-events.ts';

/** The filter bar of the recipe list. '' sort means the server's default order. */
export interface RecipeFilters {
  cuisine: string;
  restriction: string;
  sort: '' | 'ascending' | 'descending';
}

export const DEFAULT_FILTERS: RecipeFilters = { cuisine: 'all', restriction: 'all', sort: '' };

/** Pages past this are never fetched in one go, so a hand-edited ?page=9999 stays cheap. */
export const MAX_PAGE = 40;

export type ChefsChoiceSummary = Omit<ChefsChoiceResult, 'recipes'>;

export interface RecipesState {
  /** The unfiltered catalogue, pages 1..loadedPages (default filters; the user layout loads page 1). */
  recipes: RecipeListRow[];
  /** Rows of the active non-default filter, pages 1..loadedPages. */
  filterRecipes: RecipeListRow[];
  /** Chef's choice picks. */
  matchedRecipes: FullRecipe[];
  chefsChoice: ChefsChoiceSummary | null;
  singleRecipe: FullRecipe | null;
  recipeOfTheDay: FullRecipe | null;
  /** Total rows of the current list query. */
  count: number;
  loadedPages: number;
  filters: RecipeFilters;
  /** Status of the list. */
  status: AsyncStatus;
  /** Status of the single recipe. */
  recipeStatus: AsyncStatus;
  chefsChoiceStatus: AsyncStatus;
  error: string | null;
  /** Only the newest list request may write rows, so a slow old answer cannot overwrite a newer one. */
  latestListRequest: string | null;
}

const initialState: RecipesState = {
  recipes: [],
  filterRecipes: [],
  matchedRecipes: [],
  chefsChoice: null,
  singleRecipe: null,
  recipeOfTheDay: null,
  count: 0,
  loadedPages: 0,
  filters: DEFAULT_FILTERS,
  status: 'idle',
  recipeStatus: 'idle',
  chefsChoiceStatus: 'idle',
  error: null,
  latestListRequest: null,
};

/** Default filters: the rows live in `recipes`, otherwise in `filterRecipes`. */
export function isDefaultFilters(filters: RecipeFilters): boolean {
  return filters.cuisine === 'all' && filters.restriction === 'all' && filters.sort === '';
}

export interface FetchRecipesArgs {
  filters?: RecipeFilters;
  /** 1-based; page 1 replaces the rows, page n appends. */
  page: number;
}

/** GET /api/recipes: one page of active recipes, with the caller's disliked recipes left out. */
export const fetchRecipes = createApiThunk(
  'recipes/fetchRecipes',
  async ({ filters = DEFAULT_FILTERS, page }: FetchRecipesArgs) =>
    api<{ rows: RecipeListRow[]; count: number }>('/api/recipes', {
      query: {
        page,
        cuisine: filters.cuisine,
        restriction: filters.restriction,
        sort: filters.sort || undefined,
        hideDisliked: true,
      },
    }),
);

/** GET /api/recipes/{id}. */
export const fetchRecipe = createApiThunk('recipes/fetchRecipe', async (id: number) =>
  api<FullRecipe>(`/api/recipes/${id}`),
);

/** GET /api/recipes/of-the-day. */
export const fetchRecipeOfTheDay = createApiThunk('recipes/fetchRecipeOfTheDay', async () =>
  api<FullRecipe>('/api/recipes/of-the-day'),
);

/** POST /api/recipes/chefs-choice: random picks until people × meals servings are reached. */
export const chefsChoice = createApiThunk('recipes/chefsChoice', async (input: ChefsChoiceInput) =>
  api<ChefsChoiceResult>('/api/recipes/chefs-choice', { method: 'POST', body: input }),
);

/**
 * Loads the next missing page of the current list, up to `throughPage` (a ?page=3 link shows 75 cards).
 * Reads the store, so it never races a request that is already running.
 */
export const recipePagesNeeded =
  (throughPage: number): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const { status, loadedPages, count, filters } = getState().recipes;
    if (status === 'pending' || status === 'failed' || loadedPages === 0) return;
    const target = Math.min(throughPage, MAX_PAGE);
    if (loadedPages < target && loadedPages * PAGE_SIZE < count) {
      void dispatch(fetchRecipes({ filters, page: loadedPages + 1 }));
    }
  };

function mergeRows(existing: RecipeListRow[], incoming: RecipeListRow[]): RecipeListRow[] {
  const seen = new Set(existing.map((r) => r.id));
  return [...existing, ...incoming.filter((r) => !seen.has(r.id))];
}

export const recipesSlice = createSlice({
  name: 'recipes',
  initialState,
  reducers: {
    /** A filter in the filter bar changed; the list starts again at page 1. */
    recipeFiltersChanged(state, action: PayloadAction<Partial<RecipeFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
      state.filterRecipes = [];
      state.loadedPages = 0;
      state.count = 0;
    },
    /** 'Reset filters': back to the whole catalogue. */
    recipeFiltersReset(state) {
      state.filters = DEFAULT_FILTERS;
      state.filterRecipes = [];
      state.loadedPages = 0;
    },
    /** Leaving a recipe page. */
    singleRecipeCleared(state) {
      state.singleRecipe = null;
      state.recipeStatus = 'idle';
    },
    /** Leaving chef's choice results. */
    chefsChoiceCleared(state) {
      state.matchedRecipes = [];
      state.chefsChoice = null;
      state.chefsChoiceStatus = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchRecipes.pending, (state, action) => {
        state.status = 'pending';
        state.error = null;
        state.latestListRequest = action.meta.requestId;
      })
      .addCase(fetchRecipes.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.latestListRequest) return;
        const { page, filters = DEFAULT_FILTERS } = action.meta.arg;
        const key = isDefaultFilters(filters) ? 'recipes' : 'filterRecipes';
        state[key] = page === 1 ? action.payload.rows : mergeRows(state[key], action.payload.rows);
        state.count = action.payload.count;
        state.loadedPages = page;
        state.status = 'succeeded';
      })
      .addCase(fetchRecipes.rejected, (state, action) => {
        if (action.meta.requestId !== state.latestListRequest) return;
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? null;
      })
      .addCase(fetchRecipe.pending, (state, action) => {
        state.recipeStatus = 'pending';
        state.error = null;
        if (state.singleRecipe?.id !== action.meta.arg) state.singleRecipe = null;
      })
      .addCase(fetchRecipe.fulfilled, (state, action) => {
        state.recipeStatus = 'succeeded';
        state.singleRecipe = action.payload;
      })
      .addCase(fetchRecipe.rejected, (state, action) => {
        state.recipeStatus = 'failed';
        state.error = action.payload ?? action.error.message ?? null;
      })
      .addCase(fetchRecipeOfTheDay.fulfilled, (state, action) => {
        state.recipeOfTheDay = action.payload;
      })
      .addCase(chefsChoice.pending, (state) => {
        state.chefsChoiceStatus = 'pending';
        state.error = null;
      })
      .addCase(chefsChoice.fulfilled, (state, action) => {
        const { recipes, ...summary } = action.payload;
        state.chefsChoiceStatus = 'succeeded';
        state.matchedRecipes = recipes;
        state.chefsChoice = summary;
      })
      .addCase(chefsChoice.rejected, (state, action) => {
        state.chefsChoiceStatus = 'failed';
        state.error = action.payload ?? action.error.message ?? null;
      })
      // A disliked recipe leaves the list at once (spec §2: disliked recipes are hidden).
      .addCase(recipeDisliked, (state, action) => {
        const id = action.payload.id;
        const before = state.recipes.length + state.filterRecipes.length;
        state.recipes = state.recipes.filter((r) => r.id !== id);
        state.filterRecipes = state.filterRecipes.filter((r) => r.id !== id);
        if (state.recipes.length + state.filterRecipes.length < before) state.count = Math.max(0, state.count - 1);
        if (state.recipeOfTheDay?.id === id) state.recipeOfTheDay = null;
      });
  },
});

export const { recipeFiltersChanged, recipeFiltersReset, singleRecipeCleared, chefsChoiceCleared } =
  recipesSlice.actions;
export default recipesSlice.reducer;

export const selectRecipeFilters = (state: RootState) => state.recipes.filters;
/** The rows the recipe list shows for the active filters. */
export const selectListedRecipes = (state: RootState) =>
  isDefaultFilters(state.recipes.filters) ? state.recipes.recipes : state.recipes.filterRecipes;
export const selectRecipeCount = (state: RootState) => state.recipes.count;
export const selectLoadedPages = (state: RootState) => state.recipes.loadedPages;
export const selectRecipeListStatus = (state: RootState) => state.recipes.status;
export const selectRecipesError = (state: RootState) => state.recipes.error;
export const selectSingleRecipe = (state: RootState) => state.recipes.singleRecipe;
export const selectSingleRecipeStatus = (state: RootState) => state.recipes.recipeStatus;
export const selectRecipeOfTheDay = (state: RootState) => state.recipes.recipeOfTheDay;
export const selectMatchedRecipes = (state: RootState) => state.recipes.matchedRecipes;
export const selectChefsChoiceSummary = (state: RootState) => state.recipes.chefsChoice;
export const selectChefsChoiceStatus = (state: RootState) => state.recipes.chefsChoiceStatus;
