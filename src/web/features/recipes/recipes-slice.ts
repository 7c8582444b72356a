import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChefsChoiceResult, FullRecipe, RecipeListRow } from '#domain/recipe.ts';
import type { RootState } from '../../app/store.ts';
import { recipesApi, type RecipeFilters } from './recipes-api.ts';

export type { RecipeFilters } from './recipes-api.ts';

export const DEFAULT_FILTERS: RecipeFilters = {
  cuisine: 'all',
  restriction: 'all',
  sort: '',
  missingMax: '',
  notCookedDays: '',
};

export type ChefsChoiceSummary = Omit<ChefsChoiceResult, 'recipes'>;

/**
 * The recipes slice holds client state only: the filters last chosen. The recipes themselves live in the
 * RTK Query cache (recipes-api.ts); the selectors below read spec §3's names (recipes, filterRecipes,
 * singleRecipe, count) from it. Chef's picks (matchedRecipes) are the answer the chef's choice page holds.
 */
export interface RecipesState {
  filters: RecipeFilters;
}

const initialState: RecipesState = { filters: DEFAULT_FILTERS };

/** Default filters: the rows are the catalogue (`recipes`), otherwise `filterRecipes`. */
export function isDefaultFilters(filters: RecipeFilters): boolean {
  return (
    filters.cuisine === 'all' &&
    filters.restriction === 'all' &&
    filters.sort === '' &&
    filters.missingMax === '' &&
    filters.notCookedDays === ''
  );
}

export const recipesSlice = createSlice({
  name: 'recipes',
  initialState,
  reducers: {
    /** A filter in the filter bar changed; the list starts again at page 1. */
    recipeFiltersChanged(state, action: PayloadAction<Partial<RecipeFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    /** 'Reset filters': back to the whole catalogue. */
    recipeFiltersReset(state) {
      state.filters = DEFAULT_FILTERS;
    },
  },
});

export const { recipeFiltersChanged, recipeFiltersReset } = recipesSlice.actions;
export default recipesSlice.reducer;

export const selectRecipeFilters = (state: RootState) => state.recipes.filters;

const NO_ROWS: RecipeListRow[] = [];
const listOf = (state: RootState, filters: RecipeFilters) =>
  recipesApi.endpoints.getRecipePages.select(filters)(state).data?.pages;

/** Spec §3 `recipes`: the catalogue as loaded so far (default filters). */
export const selectRecipes = (state: RootState): RecipeListRow[] =>
  listOf(state, DEFAULT_FILTERS)?.flatMap((page) => page.rows) ?? NO_ROWS;
/** Spec §3 `filterRecipes`: the rows of the chosen filters as loaded so far; none while they are the defaults. */
export const selectFilterRecipes = (state: RootState): RecipeListRow[] =>
  isDefaultFilters(state.recipes.filters)
    ? NO_ROWS
    : (listOf(state, state.recipes.filters)?.flatMap((page) => page.rows) ?? NO_ROWS);
/** Spec §3 `count`: the total of the chosen filters' list. */
export const selectCount = (state: RootState): number => listOf(state, state.recipes.filters)?.at(-1)?.count ?? 0;
/** Spec §3 `singleRecipe`: a recipe as last fetched. */
export const selectSingleRecipe = (state: RootState, id: number): FullRecipe | undefined =>
  recipesApi.endpoints.getRecipe.select(id)(state).data;
