import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { makeStore, type AppStore } from '../../app/store.ts';
import { watchSession } from './session-watch.ts';
import { meFixture, userFixture } from '../../test/fixtures.ts';
import { SERVER_FAILED_MESSAGE, SESSION_ENDED_MESSAGE, UNREACHABLE_MESSAGE } from '../../app/plain-errors.ts';
import { fakeApi, sentBody } from '../../test/fake-server.ts';
import { WithI18n } from '../../test/render.tsx';
import { fetchMe, userApi } from './user-api.ts';
import { LOGIN_SUCCESS_TOAST, useLogin } from './use-login.ts';
import { useLogout } from './use-logout.ts';
import {
  availabilityReset,
  selectFormInputAvailable,
  selectIsAdmin,
  selectIsLogged,
  selectMe,
  selectUserError,
  selectUserInfo,
  selectUserStatus,
} from './user-slice.ts';

const { checkAvailability, editMe, signUp } = userApi.endpoints;

/** A hook of the user feature, run against `store`. */
function hookOn<T>(store: AppStore, hook: () => T): T {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithI18n>
      <Provider store={store}>{children}</Provider>
    </WithI18n>
  );
  return renderHook(hook, { wrapper }).result.current;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const signUpInput = {
  firstName: 'Hannah',
  lastName: 'Cook',
  username: 'homecook',
  phoneNum: '5551234567',
  email: 'hannah@example.com',
  password: 'secret',
  gender: 'female' as const,
};

describe('login', () => {
  it('stores the token, fetches the user and toasts success', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = fakeApi({
      'POST /api/user/login': { body: { token: 'tok-1' } },
      'GET /api/user/me': { body: meFixture() },
    });
    const store = makeStore();
    const failure = await hookOn(store, useLogin)({ username: 'homecook', password: 'homecook1' });

    expect(failure).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sentBody(fetchMock, 0)).toEqual({ username: 'homecook', password: 'homecook1' });
    const headers = (fetchMock.mock.calls[1][1] as RequestInit).headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok-1');
    const state = store.getState();
    expect(state.user).toMatchObject({ isLogged: true, isAdmin: false });
    expect(selectUserStatus(state)).toBe('succeeded');
    expect(selectUserInfo(state)).toEqual({ name: 'homecook', isAdmin: false });
    expect(success).toHaveBeenCalledWith(LOGIN_SUCCESS_TOAST, expect.objectContaining({ autoClose: 3000 }));
  });

  it("answers the server's words, and keeps no token", async () => {
    fakeApi({
      'POST /api/user/login': {
        status: 401,
        body: { error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' },
      },
    });
    const store = makeStore();
    const failure = await hookOn(store, useLogin)({ username: 'homecook', password: 'nope1' });

    expect(failure).toBe('Invalid username or password');
    expect(selectIsLogged(store.getState())).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('fetchMe', () => {
  it('sets isLogged from the payload and isAdmin from payload.isAdmin', async () => {
    localStorage.setItem('token', 'tok-admin');
    fakeApi({ 'GET /api/user/me': { body: meFixture({ username: 'chefadmin', isAdmin: true }) } });
    const store = makeStore();
    await store.dispatch(fetchMe());
    expect(selectIsLogged(store.getState())).toBe(true);
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(store.getState().user.info).toEqual({ name: 'chefadmin', isAdmin: true });
    expect(selectMe(store.getState())).toMatchObject({ username: 'chefadmin', email: 'hannah@example.com' });
    expect(store.getState().user).not.toHaveProperty('me');
  });

  it('records a failure in plain words', async () => {
    fakeApi({ 'GET /api/user/me': { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } } });
    const store = makeStore();
    await store.dispatch(fetchMe());
    expect(selectUserStatus(store.getState())).toBe('failed');
    expect(selectUserError(store.getState())).toBe(SERVER_FAILED_MESSAGE);
    expect(selectIsLogged(store.getState())).toBe(false);
  });

  it('a 503 or a dropped connection says the server could not be reached', async () => {
    fakeApi({ 'GET /api/user/me': { status: 503, body: { error: 'Service unavailable', code: 'UNAVAILABLE' } } });
    const store = makeStore();
    await store.dispatch(fetchMe());
    expect(selectUserError(store.getState())).toBe(UNREACHABLE_MESSAGE);

    fakeApi({ 'GET /api/user/me': { network: true } });
    await store.dispatch(fetchMe());
    expect(selectUserError(store.getState())).toBe(UNREACHABLE_MESSAGE);
  });
});

describe('availability', () => {
  it('records the answer per field and forgets it on reset', async () => {
    const fetchMock = fakeApi({
      'POST /api/user/userExists/username': { body: { field: 'username', isAvailable: false } },
      'POST /api/user/userExists/email': { body: { field: 'email', isAvailable: true } },
    });
    const store = makeStore();
    await store.dispatch(checkAvailability.initiate({ field: 'username', value: 'homecook' }));
    await store.dispatch(checkAvailability.initiate({ field: 'email', value: 'new@example.com' }));
    expect(sentBody(fetchMock, 0)).toEqual({ value: 'homecook' });
    expect(selectFormInputAvailable(store.getState())).toEqual({ username: false, email: true });
    store.dispatch(availabilityReset('username'));
    expect(selectFormInputAvailable(store.getState())).toEqual({ username: true, email: true });
  });

  it('a sign-up refused with EMAIL_TAKEN marks the field, whatever the words', async () => {
    fakeApi({ 'POST /api/user/signup': { status: 409, body: { error: 'Adresse déjà prise', code: 'EMAIL_TAKEN' } } });
    const store = makeStore();
    const result = await store.dispatch(signUp.initiate(signUpInput));
    expect(result.error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(selectFormInputAvailable(store.getState())).toEqual({ username: true, email: false });
  });
});

describe('signUp and editMe', () => {
  it('posts the sign-up fields', async () => {
    const fetchMock = fakeApi({
      'POST /api/user/signup': { status: 201, body: userFixture({ id: 9 }) },
    });
    const store = makeStore();
    const result = await store.dispatch(signUp.initiate(signUpInput));
    expect(result.error).toBeUndefined();
    expect(sentBody(fetchMock, 0)).toEqual(signUpInput);
  });

  it('editMe updates the cached user and the user info', async () => {
    const { isLogged: _l, ...user } = meFixture({ username: 'newname' });
    const fetchMock = fakeApi({ 'PUT /api/user/editMe': { body: user }, 'GET /api/user/me': { body: meFixture() } });
    const store = makeStore();
    const me = store.dispatch(userApi.endpoints.getMe.initiate());
    await me;
    await store.dispatch(editMe.initiate({ username: 'newname' }));
    expect(sentBody(fetchMock, 1)).toEqual({ username: 'newname' });
    expect(selectMe(store.getState())?.username).toBe('newname');
    me.unsubscribe();
    expect(store.getState().user.info.name).toBe('newname');
  });
});

describe('logout', () => {
  it('revokes the token on the server and resets every slice', async () => {
    const fetchMock = fakeApi({
      'POST /api/user/login': { body: { token: 'tok-2' } },
      'GET /api/user/me': { body: meFixture() },
      'POST /api/user/logout': {},
    });
    const store = makeStore();
    await hookOn(store, useLogin)({ username: 'homecook', password: 'homecook1' });
    await hookOn(store, useLogout)();

    const logoutCall = fetchMock.mock.calls[2];
    expect(String(logoutCall[0])).toBe('/api/user/logout');
    expect(((logoutCall[1] as RequestInit).headers as Record<string, string>).authorization).toBe('Bearer tok-2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().user).toMatchObject({ isLogged: false, isAdmin: false });
    expect(store.getState().user.info).toEqual({ name: '', isAdmin: false });
    expect(selectMe(store.getState())).toBeUndefined();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    localStorage.setItem('token', 'tok-3');
    fakeApi({ 'POST /api/user/logout': { network: true } });
    const store = makeStore();
    await hookOn(store, useLogout)();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('watchSession', () => {
  it('a 401 on an authenticated call ends the session and says so in plain words', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeApi({
      'GET /api/user/me': { body: meFixture() },
      'PUT /api/user/editMe': { status: 401, body: { error: 'Session expired', code: 'UNAUTHENTICATED' } },
    });
    localStorage.setItem('token', 'tok-old');
    const store = makeStore();
    const stop = watchSession(store);
    await store.dispatch(fetchMe());
    expect(selectIsLogged(store.getState())).toBe(true);

    await store.dispatch(editMe.initiate({ firstName: 'Hana' }));
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('Session expired'), expect.anything());
    expect(localStorage.getItem('token')).toBeNull();
    expect(selectIsLogged(store.getState())).toBe(false);
    expect(error).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE, expect.anything());
    stop();
  });
});
