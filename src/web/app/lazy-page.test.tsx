import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '../components/route-error.tsx';
import { renderRoutes } from '../test/render.tsx';
import { lazyPage } from './lazy-page.ts';

const Page = () => <p>the page</p>;
const noWait = { attempts: 3, delayMs: () => 0 };

/** A chunk loader that fails `failures` times, then loads. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { Page };
  });
  return load;
}

function renderLazy(load: () => Promise<{ Page: typeof Page }>, reload = vi.fn()) {
  renderRoutes([
    {
      path: '/',
      ErrorBoundary: () => <RouteError reload={reload} />,
      children: [{ index: true, ...lazyPage(load, (m) => m.Page, noWait) }],
    },
  ]);
  return reload;
}

describe('lazily loaded pages', () => {
  it('a chunk that fails to load is tried again', async () => {
    const load = flakyChunk(2);
    renderLazy(load);
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('when every try fails, offers a reload button', async () => {
    const load = flakyChunk(Infinity);
    const reload = renderLazy(load);
    const button = await screen.findByRole('button', { name: 'Reload' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    await userEvent.setup().click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
