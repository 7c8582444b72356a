import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Share } from '#domain/share.ts';
import { fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { SharedLinks } from './shared-links.tsx';

const share = (id: number, over: Partial<Share> = {}): Share => ({
  id,
  kind: 'recipe',
  target: { id: 7, name: `Recipe ${id}` },
  expiresAt: null,
  views: 0,
  lastViewedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

function renderLinks() {
  localStorage.setItem('token', 't');
  return renderPage(<SharedLinks />, { url: '/user/profile', path: '/user/profile' });
}

describe('Shared links', () => {
  it('lists each live link with its name, kind, dates and views, and revokes one after asking', async () => {
    let rows = [
      share(1, { target: { id: 7, name: 'Chili' }, views: 1 }),
      share(2, {
        kind: 'collection',
        target: { id: 4, name: 'Sunday dinners' },
        expiresAt: '2027-01-01T00:00:00.000Z',
        views: 12,
      }),
    ];
    const log = fakeApiRoutes((url, init) => {
      if (init.method === 'GET' && url.pathname === '/api/shares') return json(200, { rows, count: rows.length });
      if (init.method === 'DELETE' && url.pathname === '/api/shares/2') {
        rows = rows.filter((r) => r.id !== 2);
        return json(204);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderLinks();
    const region = screen.getByRole('region', { name: 'Shared links' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Chili');
    expect(items[0].textContent).toContain('Recipe');
    expect(items[0].textContent).toContain('Views: 1');
    expect(items[0].textContent).toContain('Never expires');
    expect(items[0].textContent).toContain('Created Dec 1, 2026');
    expect(items[1].textContent).toContain('Collection');
    expect(items[1].textContent).toContain('Views: 12');
    expect(items[1].textContent).toContain('Expires Jan 1, 2027');

    await user.click(within(region).getByRole('button', { name: 'Revoke Sunday dinners' }));
    // Asked first: nothing is sent until the answer.
    expect(log.mock.calls.some(([, init]) => init.method === 'DELETE')).toBe(false);
    const ask = within(region).getByRole('group', { name: /Revoke the link to Sunday dinners\?/ });
    await user.click(within(ask).getByRole('button', { name: 'Yes, revoke' }));
    await vi.waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(log.mock.calls.filter(([url, init]) => init.method === 'DELETE' && url === '/api/shares/2')).toHaveLength(1);
  });

  it('pages through more than 25 links', async () => {
    const log = fakeApiRoutes((url, init) =>
      init.method === 'GET' && url.pathname === '/api/shares'
        ? json(200, {
            rows:
              url.searchParams.get('page') === '2' ? [share(26)] : Array.from({ length: 25 }, (_, i) => share(i + 1)),
            count: 26,
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderLinks();
    expect(await screen.findByText('Recipe 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Recipe 26')).toBeTruthy();
    expect(log.mock.calls.map(([url]) => url)).toContain('/api/shares?page=2');
  });

  it('says so when there are none', async () => {
    fakeApiRoutes((url, init) =>
      init.method === 'GET' && url.pathname === '/api/shares' ? json(200, { rows: [], count: 0 }) : undefined,
    );
    renderLinks();
    expect(await screen.findByText(/No links yet/)).toBeTruthy();
  });
});
