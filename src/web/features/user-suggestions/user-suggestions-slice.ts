import { createSlice } from '@reduxjs/toolkit';
import type { AsyncStatus } from '../../app/async-status.ts';

// TODO(foundation stub): state, thunks and selectors of this slice.
export interface UserSuggestionsState {
  status: AsyncStatus;
  error: string | null;
}

const initialState: UserSuggestionsState = { status: 'idle', error: null };

export const userSuggestionsSlice = createSlice({ name: 'userSuggestions', initialState, reducers: {} });
export default userSuggestionsSlice.reducer;
