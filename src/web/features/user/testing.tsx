import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { Me } from '#domain/user.ts';
import { makeStore, type RootState } from '../../app/store.ts';

/** One canned answer of the fake server: status and JSON body (undefined → 204). */
export type FakeAnswer = { status?: number; body?: unknown };
export type FakeRoutes = Record<string, FakeAnswer | ((init: RequestInit) => FakeAnswer)>;

/** Stubs fetch with answers keyed by 'METHOD /path'; returns the mock to inspect the calls. */
export function stubApi(routes: FakeRoutes) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ error: `no fake for ${key}` }), { status: 500 });
    const answer = typeof route === 'function' ? route(init) : route;
    const status = answer.status ?? 200;
    if (answer.body === undefined) return new Response(null, { status: status === 200 ? 204 : status });
    return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body sent with the nth call of the fetch mock. */
export const sentBody = (mock: ReturnType<typeof stubApi>, index: number) =>
  JSON.parse(String((mock.mock.calls[index][1] as RequestInit).body)) as Record<string, unknown>;

/** Renders routes in a memory router with a fresh store and a toast area. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', state }: { path?: string; state?: Partial<RootState> } = {},
) {
  const store = makeStore(state);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { ...utils, store, router };
}

/** A route that just names where the app went. */
export const landing = (path: string): RouteObject => ({ path, element: <p>landed on {path}</p> });

export const element = (path: string, el: ReactElement): RouteObject => ({ path, element: el });

/** A user as GET /api/user/me answers. */
export const meFixture = (over: Partial<Me> = {}): Me => ({
  id: 7,
  username: 'homecook',
  firstName: 'Hannah',
  lastName: 'Cook',
  email: 'hannah@example.com',
  phoneNum: '5551234567',
  gender: 'female',
  isAdmin: false,
  isLogged: true,
  ...over,
});
