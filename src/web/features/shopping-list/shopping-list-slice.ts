import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import type { FullRecipe } from '#domain/recipe.ts';
import type { ListHistoryItem, ShoppingList } from '#domain/shopping-list.ts';
import { api, ApiError } from '../../app/api.ts';
import { createApiThunk } from '../../app/create-api-thunk.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import type { RootState } from '../../app/store.ts';
import { checkedAfterRecipeToggle, type CheckedMap } from './ticking.ts';

export interface ShoppingListState {
  /** Id of the open list; null until it is fetched. */
  id: number | null;
  recipes: FullRecipe[];
  /** Recipes added to the list from this device since the last completed list. */
  addedCount: number;
  /** Ticked recipes and ingredients (see ticking.ts); kept so a reload in the shop keeps the ticks. */
  checked: CheckedMap;
  status: AsyncStatus;
  error: string | null;
}

const initialState: ShoppingListState = {
  id: null,
  recipes: [],
  addedCount: 0,
  checked: {},
  status: 'idle',
  error: null,
};

export const DUPLICATE_MESSAGE = 'Recipe already in shopping list';
const TOAST_MS = 1500;

/** GET /api/user/me/currentList (the server opens a list on first use). */
export const fetchCurrentList = createApiThunk('shoppingList/fetchCurrentList', async () =>
  api<ShoppingList>('/api/user/me/currentList'),
);

/** PUT /api/user/me/addRecipe, with the toasts of spec §8 (a 409 is a warning). */
export const addRecipeToList = createApiThunk('shoppingList/addRecipeToList', async (id: number) => {
  try {
    const list = await api<ShoppingList>('/api/user/me/addRecipe', { method: 'PUT', body: { id } });
    toast.success('Added recipe to shopping list!', { autoClose: TOAST_MS });
    return list;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      toast.warning(DUPLICATE_MESSAGE, { autoClose: TOAST_MS });
      throw new ApiError(409, DUPLICATE_MESSAGE);
    }
    throw err;
  }
});

/** PUT /api/user/me/removeRecipe. */
export const removeRecipeFromList = createApiThunk('shoppingList/removeRecipeFromList', async (id: number) =>
  api<ShoppingList>('/api/user/me/removeRecipe', { method: 'PUT', body: { id } }),
);

/** PUT /api/user/me/setCompleted, then the (new, empty) current list is refetched (spec §4). */
export const markListComplete = createApiThunk('shoppingList/markListComplete', async (id: number, { dispatch }) => {
  await api<ListHistoryItem>('/api/user/me/setCompleted', { method: 'PUT', body: { id } });
  await dispatch(fetchCurrentList());
  return id;
});

function listReceived(state: ShoppingListState, list: ShoppingList) {
  state.id = list.id;
  state.recipes = list.recipes;
  state.status = 'succeeded';
  state.error = null;
  // Ticks of recipes that left the list go with them.
  const keep = new Set(list.recipes.map((r) => String(r.id)));
  for (const key of Object.keys(state.checked)) {
    if (!keep.has(key.split(':')[0])) delete state.checked[key];
  }
}

function failed(state: ShoppingListState, error: string | undefined) {
  state.status = 'failed';
  state.error = error ?? null;
}

export const shoppingListSlice = createSlice({
  name: 'shoppingList',
  initialState,
  reducers: {
    /** The recipe's checkbox was clicked: it ticks or unticks the recipe and all of its ingredients. */
    recipeTickToggled(state, action: PayloadAction<number>) {
      const recipe = state.recipes.find((r) => r.id === action.payload);
      if (recipe) state.checked = checkedAfterRecipeToggle(state.checked, recipe);
    },
    /** An ingredient's checkbox was clicked. */
    ingredientTickToggled(state, action: PayloadAction<{ recipeId: number; lineItemId: number }>) {
      const key = `${action.payload.recipeId}:${action.payload.lineItemId}`;
      if (state.checked[key]) delete state.checked[key];
      else state.checked[key] = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCurrentList.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(fetchCurrentList.fulfilled, (state, action) => listReceived(state, action.payload))
      .addCase(fetchCurrentList.rejected, (state, action) => failed(state, action.payload))
      .addCase(addRecipeToList.fulfilled, (state, action) => {
        listReceived(state, action.payload);
        state.addedCount += 1;
      })
      .addCase(addRecipeToList.rejected, (state, action) => failed(state, action.payload))
      .addCase(removeRecipeFromList.fulfilled, (state, action) => listReceived(state, action.payload))
      .addCase(removeRecipeFromList.rejected, (state, action) => failed(state, action.payload))
      .addCase(markListComplete.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(markListComplete.fulfilled, (state) => {
        state.addedCount = 0;
        state.checked = {};
      })
      .addCase(markListComplete.rejected, (state, action) => failed(state, action.payload));
  },
});

export const { recipeTickToggled, ingredientTickToggled } = shoppingListSlice.actions;
export default shoppingListSlice.reducer;

export const selectShoppingList = (state: RootState) => state.shoppingList;
export const selectListRecipes = (state: RootState) => state.shoppingList.recipes;
export const selectListId = (state: RootState) => state.shoppingList.id;
export const selectListStatus = (state: RootState) => state.shoppingList.status;
export const selectChecked = (state: RootState) => state.shoppingList.checked;
export const selectIsInList = (state: RootState, id: number) => state.shoppingList.recipes.some((r) => r.id === id);
