import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { api } from '../../app/api.ts';
import { makeStore } from '../../app/store.ts';
import { watchSession } from './session-watch.ts';
import { meFixture, userFixture } from '../../test/fixtures.ts';
import { SERVER_FAILED_MESSAGE, SESSION_ENDED_MESSAGE, UNREACHABLE_MESSAGE } from '../../app/plain-errors.ts';
import { fakeApi, sentBody } from '../../test/fake-server.ts';
import {
  availabilityReset,
  checkAvailability,
  editMe,
  fetchMe,
  login,
  LOGIN_SUCCESS_TOAST,
  loginErrorShown,
  logout,
  selectFormInputAvailable,
  selectIsAdmin,
  selectIsLogged,
  selectUserInfo,
  signUp,
} from './user-slice.ts';

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
    const result = await store.dispatch(login({ username: 'homecook', password: 'homecook1' }));

    expect(login.fulfilled.match(result)).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sentBody(fetchMock, 0)).toEqual({ username: 'homecook', password: 'homecook1' });
    const headers = (fetchMock.mock.calls[1][1] as RequestInit).headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok-1');
    const state = store.getState();
    expect(state.user).toMatchObject({ token: 'tok-1', isLogged: true, isAdmin: false, status: 'succeeded' });
    expect(selectUserInfo(state)).toEqual({ name: 'homecook', isAdmin: false });
    expect(success).toHaveBeenCalledWith(LOGIN_SUCCESS_TOAST, expect.objectContaining({ autoClose: 3000 }));
  });

  it('keeps the server message as the error, then clears it once shown', async () => {
    fakeApi({
      'POST /api/user/login': {
        status: 401,
        body: { error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' },
      },
    });
    const store = makeStore();
    const result = await store.dispatch(login({ username: 'homecook', password: 'nope1' }));

    expect(result.payload).toBe('Invalid username or password');
    expect(store.getState().user).toMatchObject({ status: 'failed', error: 'Invalid username or password' });
    expect(localStorage.getItem('token')).toBeNull();
    store.dispatch(loginErrorShown());
    expect(store.getState().user.error).toBeNull();
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
    expect(store.getState().user.me).toMatchObject({ username: 'chefadmin', email: 'hannah@example.com' });
    expect(store.getState().user.token).toBe('tok-admin');
  });

  it('records a failure in plain words', async () => {
    fakeApi({ 'GET /api/user/me': { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } } });
    const store = makeStore();
    await store.dispatch(fetchMe());
    expect(store.getState().user).toMatchObject({ status: 'failed', error: SERVER_FAILED_MESSAGE, isLogged: false });
  });

  it('a 503 or a dropped connection says the server could not be reached', async () => {
    fakeApi({ 'GET /api/user/me': { status: 503, body: { error: 'Service unavailable', code: 'UNAVAILABLE' } } });
    const store = makeStore();
    await store.dispatch(fetchMe());
    expect(store.getState().user.error).toBe(UNREACHABLE_MESSAGE);

    fakeApi({ 'GET /api/user/me': { network: true } });
    await store.dispatch(fetchMe());
    expect(store.getState().user.error).toBe(UNREACHABLE_MESSAGE);
  });
});

describe('availability', () => {
  it('records the answer per field and forgets it on reset', async () => {
    const fetchMock = fakeApi({
      'POST /api/user/userExists/username': { body: { field: 'username', isAvailable: false } },
      'POST /api/user/userExists/email': { body: { field: 'email', isAvailable: true } },
    });
    const store = makeStore();
    await store.dispatch(checkAvailability({ field: 'username', value: 'homecook' }));
    await store.dispatch(checkAvailability({ field: 'email', value: 'new@example.com' }));
    expect(sentBody(fetchMock, 0)).toEqual({ value: 'homecook' });
    expect(selectFormInputAvailable(store.getState())).toEqual({ username: false, email: true });
    store.dispatch(availabilityReset('username'));
    expect(selectFormInputAvailable(store.getState())).toEqual({ username: true, email: true });
  });

  it('a 409 on sign-up marks the taken field', async () => {
    fakeApi({ 'POST /api/user/signup': { status: 409, body: { error: 'Email is Taken', code: 'EMAIL_TAKEN' } } });
    const store = makeStore();
    const result = await store.dispatch(signUp(signUpInput));
    expect(result.payload).toBe('Email is Taken');
    expect(selectFormInputAvailable(store.getState())).toEqual({ username: true, email: false });
  });
});

describe('signUp and editMe', () => {
  it('posts the sign-up fields', async () => {
    const fetchMock = fakeApi({
      'POST /api/user/signup': { status: 201, body: userFixture({ id: 9 }) },
    });
    const store = makeStore();
    const result = await store.dispatch(signUp(signUpInput));
    expect(signUp.fulfilled.match(result)).toBe(true);
    expect(sentBody(fetchMock, 0)).toEqual(signUpInput);
  });

  it('editMe updates the profile and the user info', async () => {
    const { isLogged: _l, ...user } = meFixture({ username: 'newname' });
    const fetchMock = fakeApi({ 'PUT /api/user/editMe': { body: user } });
    const store = makeStore();
    await store.dispatch(editMe({ username: 'newname' }));
    expect(sentBody(fetchMock, 0)).toEqual({ username: 'newname' });
    expect(store.getState().user.me?.username).toBe('newname');
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
    await store.dispatch(login({ username: 'homecook', password: 'homecook1' }));
    await store.dispatch(logout());

    const logoutCall = fetchMock.mock.calls[2];
    expect(String(logoutCall[0])).toBe('/api/user/logout');
    expect(((logoutCall[1] as RequestInit).headers as Record<string, string>).authorization).toBe('Bearer tok-2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().user).toMatchObject({ token: null, isLogged: false, isAdmin: false, me: null });
    expect(store.getState().user.info).toEqual({ name: '', isAdmin: false });
  });

  it('still logs out locally when the server cannot be reached', async () => {
    localStorage.setItem('token', 'tok-3');
    fakeApi({ 'POST /api/user/logout': { network: true } });
    const store = makeStore();
    await store.dispatch(logout());
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('watchSession', () => {
  it('a 401 on an authenticated call ends the session and says so in plain words', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeApi({
      'GET /api/user/me': { body: meFixture() },
      'GET /api/user/me/currentList': { status: 401, body: { error: 'Session expired', code: 'UNAUTHENTICATED' } },
    });
    localStorage.setItem('token', 'tok-old');
    const store = makeStore();
    const stop = watchSession(store);
    await store.dispatch(fetchMe());
    expect(selectIsLogged(store.getState())).toBe(true);

    await expect(api('/api/user/me/currentList')).rejects.toThrow(SESSION_ENDED_MESSAGE);
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('Session expired'), expect.anything());
    expect(localStorage.getItem('token')).toBeNull();
    expect(selectIsLogged(store.getState())).toBe(false);
    expect(error).toHaveBeenCalledWith('Your session ended: log in again', expect.anything());
    stop();
  });
});
