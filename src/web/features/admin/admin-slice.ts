import { createSlice } from '@reduxjs/toolkit';
import type { AsyncStatus } from '../../app/async-status.ts';

// TODO(foundation stub): state, thunks and selectors of this slice.
export interface AdminState {
  status: AsyncStatus;
  error: string | null;
}

const initialState: AdminState = { status: 'idle', error: null };

export const adminSlice = createSlice({ name: 'admin', initialState, reducers: {} });
export default adminSlice.reducer;
