import { createSlice } from '@reduxjs/toolkit';
import type { User } from '#domain/user.ts';
import { createApiThunk } from '../../app/create-api-thunk.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import type { RootState } from '../../app/store.ts';
import { fetchUserPage } from './admin-api.ts';

/** The admin user list (spec §3: allUsers and numUsers). */
export interface AdminState {
  /** The rows of the page last fetched. */
  allUsers: User[];
  /** Total number of users, for paging. */
  numUsers: number;
  status: AsyncStatus;
  error: string | null;
}

const initialState: AdminState = { allUsers: [], numUsers: 0, status: 'idle', error: null };

/** GET /api/user/all?page&sort=true. */
export const fetchUsers = createApiThunk(
  'admin/usersPageRequested',
  async ({ page, sort }: { page: number; sort: boolean }) => fetchUserPage(page, sort),
  'Unable to load users',
);

export const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(fetchUsers.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.allUsers = action.payload.rows;
        state.numUsers = action.payload.count;
      })
      .addCase(fetchUsers.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? 'Unable to load users';
      });
  },
});

export const selectAllUsers = (state: RootState) => state.admin.allUsers;
export const selectNumUsers = (state: RootState) => state.admin.numUsers;
export const selectAdminStatus = (state: RootState) => state.admin.status;
export const selectAdminError = (state: RootState) => state.admin.error;

export default adminSlice.reducer;
