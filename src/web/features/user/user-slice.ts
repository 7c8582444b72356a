import { createSlice } from '@reduxjs/toolkit';
import type { AsyncStatus } from '../../app/async-status.ts';

// TODO(foundation stub): state, thunks and selectors of this slice.
export interface UserState {
  status: AsyncStatus;
  error: string | null;
}

const initialState: UserState = { status: 'idle', error: null };

export const userSlice = createSlice({ name: 'user', initialState, reducers: {} });
export default userSlice.reducer;
