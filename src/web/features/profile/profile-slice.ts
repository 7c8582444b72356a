import { createSlice } from '@reduxjs/toolkit';
import type { AsyncStatus } from '../../app/async-status.ts';

// TODO(foundation stub): state, thunks and selectors of this slice.
export interface ProfileState {
  status: AsyncStatus;
  error: string | null;
}

const initialState: ProfileState = { status: 'idle', error: null };

export const profileSlice = createSlice({ name: 'profile', initialState, reducers: {} });
export default profileSlice.reducer;
