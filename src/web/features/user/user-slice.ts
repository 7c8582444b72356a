import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import type { ErrorCode } from '#domain/error-codes.ts';
import type { EditMeInput, LoginInput, Me, SignUpInput, User } from '#domain/user.ts';
import { api, ApiError, clearToken, getToken, setToken } from '../../app/api.ts';
import { createApiThunk } from '../../app/create-api-thunk.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import { userLoggedOut } from '../../app/session-events.ts';
import type { RootState } from '../../app/store.ts';

/** A field whose uniqueness the sign-up and profile forms check on blur (spec §5). */
export type AvailabilityField = 'username' | 'email';

/** Client state of the signed-in user (spec §3). */
export interface UserState {
  token: string | null;
  isLogged: boolean;
  isAdmin: boolean;
  status: AsyncStatus;
  error: string | null;
  /** false once the server said the value is taken; true otherwise. */
  formInputAvailable: Record<AvailabilityField, boolean>;
  info: { name: string; isAdmin: boolean };
  /** The full profile from GET /api/user/me, for the profile pages. */
  me: User | null;
}

export const initialState: UserState = {
  token: null,
  isLogged: false,
  isAdmin: false,
  status: 'idle',
  error: null,
  formInputAvailable: { username: true, email: true },
  info: { name: '', isAdmin: false },
  me: null,
};

/** Success toast of spec §8 / §9: 3000 ms. */
export const LOGIN_SUCCESS_TOAST = '🎉 Success Login 🎉!';

function userOf(me: Me | User): User {
  const { id, username, firstName, lastName, email, phoneNum, gender, isAdmin } = me;
  return { id, username, firstName, lastName, email, phoneNum, gender, isAdmin };
}

/** GET /api/user/me: fills isLogged and isAdmin from the payload. */
export const fetchMe = createApiThunk('user/fetchMe', async (_: void, { signal }) =>
  api<Me>('/api/user/me', { signal }),
);

/** POST /api/user/login, stores the token, then fetches the user. */
export const login = createApiThunk(
  'user/login',
  async (input: LoginInput, { dispatch }) => {
    const { token } = await api<{ token: string }>('/api/user/login', { method: 'POST', body: input });
    setToken(token);
    const me = await dispatch(fetchMe());
    if (fetchMe.rejected.match(me)) {
      clearToken();
      throw new ApiError(me.meta.status ?? 0, me.meta.code, me.payload ?? 'Login failed');
    }
    toast.success(LOGIN_SUCCESS_TOAST, { autoClose: 3000 });
    return { token, me: me.payload };
  },
  'Login failed',
);

/** POST /api/user/signup. A 409 marks the taken field as unavailable. */
export const signUp = createApiThunk(
  'user/signUp',
  async (input: SignUpInput) => api<User>('/api/user/signup', { method: 'POST', body: input }),
  'Sign up failed',
);

/** PUT /api/user/editMe: any sign-up field, password optional. */
export const editMe = createApiThunk(
  'user/editMe',
  async (input: EditMeInput) => api<User>('/api/user/editMe', { method: 'PUT', body: input }),
  'Could not save your profile',
);

/** POST /api/user/userExists/{field}: is this username or e-mail still free? */
export const checkAvailability = createApiThunk(
  'user/checkAvailability',
  async ({ field, value }: { field: AvailabilityField; value: string }) =>
    api<{ field: AvailabilityField; isAvailable: boolean }>(`/api/user/userExists/${field}`, {
      method: 'POST',
      body: { value },
    }),
);

/** POST /api/user/logout (revokes the token), then clears the token and every slice. */
export const logout = createApiThunk('user/logout', async (_: void, { dispatch }) => {
  if (getToken()) {
    // The session ends on this device whatever the server answers.
    await api('/api/user/logout', { method: 'POST' }).catch(() => undefined);
  }
  clearToken();
  dispatch(userLoggedOut());
});

/** The field a refusal says is taken, by the server's code. */
export function takenField(code: ErrorCode | undefined): AvailabilityField | null {
  if (code === 'USERNAME_TAKEN') return 'username';
  if (code === 'EMAIL_TAKEN') return 'email';
  return null;
}

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /** The login error toast was shown; spec §8 clears the error afterwards. */
    loginErrorShown(state) {
      state.error = null;
    },
    /** A checked field was edited or the form was opened: forget the last answer. */
    availabilityReset(state, action: PayloadAction<AvailabilityField | undefined>) {
      if (action.payload) state.formInputAvailable[action.payload] = true;
      else state.formInputAvailable = { username: true, email: true };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMe.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(fetchMe.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.isLogged = Boolean(payload.isLogged);
        state.isAdmin = Boolean(payload.isAdmin);
        state.info = { name: payload.username, isAdmin: Boolean(payload.isAdmin) };
        state.me = userOf(payload);
        state.token = getToken();
      })
      .addCase(fetchMe.rejected, (state, { payload, error, meta }) => {
        // A layout that unmounts aborts its request; that is not a failure.
        if (meta.aborted) return;
        state.status = 'failed';
        state.error = payload ?? error.message ?? null;
      })
      .addCase(login.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(login.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.token = payload.token;
      })
      .addCase(login.rejected, (state, { payload, error }) => {
        state.status = 'failed';
        state.token = null;
        state.isLogged = false;
        state.error = payload ?? error.message ?? 'Login failed';
      })
      .addCase(signUp.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(signUp.fulfilled, (state) => {
        state.status = 'succeeded';
      })
      .addCase(signUp.rejected, (state, { payload, meta }) => {
        state.status = 'failed';
        state.error = payload ?? 'Sign up failed';
        const field = takenField(meta.code);
        if (field) state.formInputAvailable[field] = false;
      })
      .addCase(editMe.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(editMe.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.me = userOf(payload);
        state.info = { name: payload.username, isAdmin: payload.isAdmin };
      })
      .addCase(editMe.rejected, (state, { payload, meta }) => {
        state.status = 'failed';
        state.error = payload ?? 'Could not save your profile';
        const field = takenField(meta.code);
        if (field) state.formInputAvailable[field] = false;
      })
      .addCase(checkAvailability.fulfilled, (state, { payload, meta }) => {
        state.formInputAvailable[meta.arg.field] = payload.isAvailable;
      });
  },
});

export const { loginErrorShown, availabilityReset } = userSlice.actions;
export default userSlice.reducer;

export const selectUser = (state: RootState) => state.user;
export const selectIsLogged = (state: RootState) => state.user.isLogged;
export const selectIsAdmin = (state: RootState) => state.user.isAdmin;
export const selectUserStatus = (state: RootState) => state.user.status;
export const selectUserError = (state: RootState) => state.user.error;
export const selectUserInfo = (state: RootState) => state.user.info;
export const selectMe = (state: RootState) => state.user.me;
export const selectFormInputAvailable = (state: RootState) => state.user.formInputAvailable;
