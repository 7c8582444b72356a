import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { makeStore, type PreloadedState } from '../app/store.ts';

/**
 * The app's texts, in the language active (English unless a test switches): for `render(ui, { wrapper: WithI18n })`
 * of a component that says something; renderRoutes and renderPage add it themselves.
 */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders routes in a memory router with a fresh store and a toast area. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', state, toasts = true }: { path?: string; state?: PreloadedState; toasts?: boolean } = {},
) {
  const store = makeStore(state);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <WithI18n>
      <Provider store={store}>
        <RouterProvider router={router} />
        {toasts && <ToastContainer />}
      </Provider>
    </WithI18n>,
  );
  return { ...utils, store, router };
}

/** Renders a page at `url` with a fresh store, no toast area; other paths render their path, so navigation shows. */
export function renderPage(
  element: ReactElement,
  { url, path, preloadedState }: { url: string; path: string; preloadedState?: PreloadedState },
) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', Component: () => <p>navigated to {location.pathname}</p> },
    ],
    { path: url, state: preloadedState, toasts: false },
  );
}

/** A route that just names where the app went. */
export const landing = (path: string): RouteObject => ({ path, element: <p>landed on {path}</p> });

export const element = (path: string, el: ReactElement): RouteObject => ({ path, element: el });
