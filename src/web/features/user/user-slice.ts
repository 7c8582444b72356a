import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode } from '#domain/error-codes.ts';
import type { ApiFailure } from '../../app/api-slice.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import type { RootState } from '../../app/store.ts';
import { userApi, type AvailabilityField } from './user-api.ts';

export type { AvailabilityField } from './user-api.ts';

/**
 * The session (spec §3): who is signed in, as the last user fetch said, and the forms' availability flags.
 * Client state only: the account itself (e-mail, phone…) stays in the api cache, which is never
 * persisted. The token lives in localStorage under 'token' (app/api.ts).
 */
export interface UserState {
  isLogged: boolean;
  isAdmin: boolean;
  /** false once the server said the value is taken; true otherwise. */
  formInputAvailable: Record<AvailabilityField, boolean>;
  info: { name: string; isAdmin: boolean };
}

export const initialState: UserState = {
  isLogged: false,
  isAdmin: false,
  formInputAvailable: { username: true, email: true },
  info: { name: '', isAdmin: false },
};

/** The field a refusal says is taken, by the server's code. */
export function takenField(code: ErrorCode | undefined): AvailabilityField | null {
  if (code === 'USERNAME_TAKEN') return 'username';
  if (code === 'EMAIL_TAKEN') return 'email';
  return null;
}

const { endpoints } = userApi;

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /** A checked field was edited or the form was opened: forget the last answer. */
    availabilityReset(state, action: PayloadAction<AvailabilityField | undefined>) {
      if (action.payload) state.formInputAvailable[action.payload] = true;
      else state.formInputAvailable = { username: true, email: true };
    },
  },
  extraReducers: (builder) => {
    builder
      // Spec §4: the user fetch sets isLogged from the payload and isAdmin from payload.isAdmin.
      .addMatcher(endpoints.getMe.matchFulfilled, (state, { payload }) => {
        state.isLogged = Boolean(payload.isLogged);
        state.isAdmin = Boolean(payload.isAdmin);
        state.info = { name: payload.username, isAdmin: Boolean(payload.isAdmin) };
      })
      .addMatcher(endpoints.editMe.matchFulfilled, (state, { payload }) => {
        state.info = { name: payload.username, isAdmin: payload.isAdmin };
      })
      .addMatcher(endpoints.checkAvailability.matchFulfilled, (state, { payload, meta }) => {
        state.formInputAvailable[meta.arg.originalArgs.field] = payload.isAvailable;
      })
      .addMatcher(isAnyOf(endpoints.signUp.matchRejected, endpoints.editMe.matchRejected), (state, { payload }) => {
        const field = takenField((payload as ApiFailure | undefined)?.code);
        if (field) state.formInputAvailable[field] = false;
      });
  },
});

export const { availabilityReset } = userSlice.actions;
export default userSlice.reducer;

const STATUS = { uninitialized: 'idle', pending: 'pending', fulfilled: 'succeeded', rejected: 'failed' } as const;
const selectMeEntry = endpoints.getMe.select();

export const selectIsLogged = (state: RootState) => state.user.isLogged;
export const selectIsAdmin = (state: RootState) => state.user.isAdmin;
export const selectUserInfo = (state: RootState) => state.user.info;
export const selectFormInputAvailable = (state: RootState) => state.user.formInputAvailable;
/** The signed-in user's account, from the cache. */
export const selectMe = (state: RootState) => selectMeEntry(state).data;
/** Spec §3's status and error of the user area: those of the last user fetch. */
export const selectUserStatus = (state: RootState): AsyncStatus => STATUS[selectMeEntry(state).status];
export const selectUserError = (state: RootState) =>
  (selectMeEntry(state).error as ApiFailure | undefined)?.message ?? null;
