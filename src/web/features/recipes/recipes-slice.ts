import { createSlice } from '@reduxjs/toolkit';
import type { AsyncStatus } from '../../app/async-status.ts';

// TODO(foundation stub): state, thunks and selectors of this slice.
export interface RecipesState {
  status: AsyncStatus;
  error: string | null;
}

const initialState: RecipesState = { status: 'idle', error: null };

export const recipesSlice = createSlice({ name: 'recipes', initialState, reducers: {} });
export default recipesSlice.reducer;
