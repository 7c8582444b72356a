import { createSlice } from '@reduxjs/toolkit';
import type { AsyncStatus } from '../../app/async-status.ts';

// TODO(foundation stub): state, thunks and selectors of this slice.
export interface ShoppingListState {
  status: AsyncStatus;
  error: string | null;
}

const initialState: ShoppingListState = { status: 'idle', error: null };

export const shoppingListSlice = createSlice({ name: 'shoppingList', initialState, reducers: {} });
export default shoppingListSlice.reducer;
