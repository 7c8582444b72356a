import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChefsChoiceInput, ChefsChoiceResult, FullRecipe, RecipeListRow } from '#domain/recipe.ts';
import { api } from '../../app/api.ts';
import { createApiThunk } from '../../app/create-api-thunk.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import type { RootState } from '../../app/store.ts';
import { recipeDisliked } from '../../app/preference-events.ts';
import { recipesApi, type RecipeFilters } from './recipes-api.ts';

export type { RecipeFilters } from './recipes-api.ts';
export { MAX_PAGE } from './recipes-api.ts';

export const DEFAULT_FILTERS: RecipeFilters = { cuisine: 'all', restriction: 'all', sort: '' };

export type ChefsChoiceSummary = Omit<ChefsChoiceResult, 'recipes'>;

/**
 * The recipes state of spec §3. The list itself is cached by RTK Query (recipes-api.ts, one entry per
 * filter set); `recipes`, `filterRecipes` and `count` mirror its last answer so the state keeps the
 * spec's shape.
 */
export interface RecipesState {
  /** The unfiltered catalogue, as loaded so far (default filters). */
  recipes: RecipeListRow[];
  /** Rows of the active non-default filter, as loaded so far. */
  filterRecipes: RecipeListRow[];
  /** Chef's choice picks. */
  matchedRecipes: FullRecipe[];
  chefsChoice: ChefsChoiceSummary | null;
  singleRecipe: FullRecipe | null;
  recipeOfTheDay: FullRecipe | null;
  /** Lets the list keep the recipe of the day's place while it loads, so nothing below it jumps. */
  recipeOfTheDayStatus: 'idle' | 'pending' | 'done';
  /** Total rows of the current list query. */
  count: number;
  filters: RecipeFilters;
  /** Status of the single recipe. */
  recipeStatus: AsyncStatus;
  chefsChoiceStatus: AsyncStatus;
  error: string | null;
}

const initialState: RecipesState = {
  recipes: [],
  filterRecipes: [],
  matchedRecipes: [],
  chefsChoice: null,
  singleRecipe: null,
  recipeOfTheDay: null,
  recipeOfTheDayStatus: 'idle',
  count: 0,
  filters: DEFAULT_FILTERS,
  recipeStatus: 'idle',
  chefsChoiceStatus: 'idle',
  error: null,
};

/** Default filters: the rows live in `recipes`, otherwise in `filterRecipes`. */
export function isDefaultFilters(filters: RecipeFilters): boolean {
  return filters.cuisine === 'all' && filters.restriction === 'all' && filters.sort === '';
}

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

export const recipesSlice = createSlice({
  name: 'recipes',
  initialState,
  reducers: {
    /** A filter in the filter bar changed; the list starts again at page 1. */
    recipeFiltersChanged(state, action: PayloadAction<Partial<RecipeFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
      state.filterRecipes = [];
    },
    /** 'Reset filters': back to the whole catalogue. */
    recipeFiltersReset(state) {
      state.filters = DEFAULT_FILTERS;
      state.filterRecipes = [];
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
      .addCase(fetchRecipeOfTheDay.pending, (state) => {
        if (!state.recipeOfTheDay) state.recipeOfTheDayStatus = 'pending';
      })
      .addCase(fetchRecipeOfTheDay.fulfilled, (state, action) => {
        state.recipeOfTheDay = action.payload;
        state.recipeOfTheDayStatus = 'done';
      })
      .addCase(fetchRecipeOfTheDay.rejected, (state) => {
        state.recipeOfTheDayStatus = 'done';
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
      })
      .addMatcher(recipesApi.endpoints.getRecipePages.matchFulfilled, (state, action) => {
        const filters = action.meta.arg.originalArgs;
        const rows = action.payload.pages.flatMap((page) => page.rows);
        state[isDefaultFilters(filters) && !filters.q ? 'recipes' : 'filterRecipes'] = rows;
        state.count = action.payload.pages.at(-1)?.count ?? 0;
      });
  },
});

export const { recipeFiltersChanged, recipeFiltersReset, singleRecipeCleared, chefsChoiceCleared } =
  recipesSlice.actions;
export default recipesSlice.reducer;

export const selectRecipeFilters = (state: RootState) => state.recipes.filters;
export const selectRecipesError = (state: RootState) => state.recipes.error;
export const selectSingleRecipe = (state: RootState) => state.recipes.singleRecipe;
export const selectSingleRecipeStatus = (state: RootState) => state.recipes.recipeStatus;
export const selectRecipeOfTheDay = (state: RootState) => state.recipes.recipeOfTheDay;
/** True until the recipe of the day has been asked for and answered (the first paint comes before the request). */
export const selectRecipeOfTheDayPending = (state: RootState) => state.recipes.recipeOfTheDayStatus !== 'done';
export const selectMatchedRecipes = (state: RootState) => state.recipes.matchedRecipes;
export const selectChefsChoiceSummary = (state: RootState) => state.recipes.chefsChoice;
export const selectChefsChoiceStatus = (state: RootState) => state.recipes.chefsChoiceStatus;
