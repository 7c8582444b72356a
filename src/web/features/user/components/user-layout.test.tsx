import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meFixture } from '../../../test/fixtures.ts';
import { landing, renderRoutes } from '../../../test/render.tsx';
import { fakeApi } from '../../../test/fake-server.ts';
import { initialState } from '../user-slice.ts';
import { UserLayout } from './user-layout.tsx';

const routes = [
  landing('/'),
  { path: '/user', element: <UserLayout />, children: [{ path: 'shoppingList', element: <p>the list</p> }] },
];

describe('UserLayout', () => {
  it('sends visitors without a token to /', async () => {
    fakeApi({});
    renderRoutes(routes, { path: '/user/shoppingList' });
    expect(await screen.findByText('landed on /')).toBeTruthy();
  });

  it('with only a token, shows Loading, fetches the user and fills the state', async () => {
    localStorage.setItem('token', 'tok');
    let resolve: () => void = () => undefined;
    const gate = new Promise<void>((r) => (resolve = r));
    fakeApi({
      'GET /api/user/me': async () => {
        await gate;
        return { body: meFixture({ isAdmin: true }) };
      },
      'GET /api/user/me/favoritedrecipes': { body: [] },
    });
    const { store } = renderRoutes(routes, { path: '/user/shoppingList' });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    resolve();
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(store.getState().user).toMatchObject({ isLogged: true, isAdmin: true, info: { name: 'homecook' } });
  });

  it('offers a retry when the user cannot be loaded', async () => {
    localStorage.setItem('token', 'tok');
    fakeApi({ 'GET /api/user/me': { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } } });
    renderRoutes(routes, { path: '/user/shoppingList' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('drops a persisted session whose token is gone', async () => {
    fakeApi({});
    const { store } = renderRoutes(routes, {
      path: '/user/shoppingList',
      state: { user: { ...initialState, isLogged: true } },
    });
    expect(await screen.findByText('landed on /')).toBeTruthy();
    expect(store.getState().user.isLogged).toBe(false);
  });
});
