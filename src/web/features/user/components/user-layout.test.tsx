import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landing, meFixture, renderRoutes, stubApi } from '../testing.tsx';
import { initialState } from '../user-slice.ts';
import { UserLayout } from './user-layout.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  landing('/'),
  { path: '/user', element: <UserLayout />, children: [{ path: 'shoppingList', element: <p>the list</p> }] },
];

describe('UserLayout', () => {
  it('sends visitors without a token to /', async () => {
    stubApi({});
    renderRoutes(routes, { path: '/user/shoppingList' });
    expect(await screen.findByText('landed on /')).toBeTruthy();
  });

  it('with only a token, shows Loading, fetches the user and fills the state', async () => {
    localStorage.setItem('token', 'tok');
    let resolve: () => void = () => undefined;
    const gate = new Promise<void>((r) => (resolve = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response(JSON.stringify(meFixture({ isAdmin: true })), { status: 200 });
      }),
    );
    const { store } = renderRoutes(routes, { path: '/user/shoppingList' });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    resolve();
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(store.getState().user).toMatchObject({ isLogged: true, isAdmin: true, info: { name: 'homecook' } });
  });

  it('offers a retry when the user cannot be loaded', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({ 'GET /api/user/me': { status: 500, body: { error: 'Internal error' } } });
    renderRoutes(routes, { path: '/user/shoppingList' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('drops a persisted session whose token is gone', async () => {
    stubApi({});
    const { store } = renderRoutes(routes, {
      path: '/user/shoppingList',
      state: { user: { ...initialState, isLogged: true } },
    });
    expect(await screen.findByText('landed on /')).toBeTruthy();
    expect(store.getState().user.isLogged).toBe(false);
  });
});
