import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-server.ts';
import { meFixture } from '../../test/fixtures.ts';
import { element, landing, renderRoutes } from '../../test/render.tsx';
import { UserLayout } from './components/user-layout.tsx';
import { watchOtherTabs } from './cross-tab-session.ts';
import { HomePage } from './pages/home-page.tsx';
import { initialState } from './user-slice.ts';

/** What the browser does in this tab when another tab writes the token. */
function otherTabWrites(newValue: string | null) {
  const oldValue = localStorage.getItem('token');
  if (newValue === null) localStorage.removeItem('token');
  else localStorage.setItem('token', newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue, newValue }));
  });
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const loggedIn = {
  user: { ...initialState, isLogged: true, token: 'tok', info: { name: 'homecook', isAdmin: false } },
};
const listRoutes = [
  landing('/'),
  { path: '/user', element: <UserLayout />, children: [{ path: 'shoppingList', element: <p>the list</p> }] },
];

describe('sessions across tabs', () => {
  it('a logout in another tab logs this tab out', async () => {
    localStorage.setItem('token', 'tok');
    fakeApi({
      'GET /api/user/me': { body: meFixture() },
      'GET /api/user/me/favoritedrecipes': { body: [] },
      'GET /api/user/me/dislikedrecipes': { body: [] },
    });
    const { store } = renderRoutes(listRoutes, { path: '/user/shoppingList', state: loggedIn });
    stops.push(watchOtherTabs(store));
    expect(await screen.findByText('the list')).toBeTruthy();

    otherTabWrites(null);

    expect(await screen.findByText('landed on /')).toBeTruthy();
    expect(store.getState().user.isLogged).toBe(false);
  });

  it('a login in another tab is seen here: the login screen moves on', async () => {
    fakeApi({ 'GET /api/user/me': { body: meFixture() } });
    const { store } = renderRoutes([element('/', <HomePage />), landing('/user/shoppingList')]);
    stops.push(watchOtherTabs(store));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();

    otherTabWrites('new-token');

    expect(await screen.findByText('landed on /user/shoppingList')).toBeTruthy();
    expect(store.getState().user).toMatchObject({ isLogged: true, info: { name: 'homecook' } });
  });

  it('a different user logging in elsewhere replaces this tab’s user', async () => {
    localStorage.setItem('token', 'tok');
    fakeApi({ 'GET /api/user/me': { body: meFixture({ username: 'othercook', isAdmin: true }) } });
    const { store } = renderRoutes([landing('/')], { state: loggedIn });
    stops.push(watchOtherTabs(store));

    otherTabWrites('their-token');

    await expect.poll(() => store.getState().user.info).toEqual({ name: 'othercook', isAdmin: true });
  });

  it('ignores other keys', () => {
    localStorage.setItem('token', 'tok');
    fakeApi({});
    const { store } = renderRoutes([landing('/')], { state: loggedIn });
    stops.push(watchOtherTabs(store));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'persist:root', oldValue: 'a', newValue: 'b' }));
    });
    expect(store.getState().user.isLogged).toBe(true);
  });
});
