import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore, type RootState } from '../../../app/store.ts';

/** Renders a page at `url` with a fresh store; other paths render their path, so navigation shows. */
export function renderPage(
  element: ReactElement,
  { url, path, preloadedState }: { url: string; path: string; preloadedState?: Partial<RootState> },
) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', Component: () => <p>navigated to {location.pathname}</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
