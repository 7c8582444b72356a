import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meFixture } from '../../../test/fixtures.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { userLoggedOut } from '../../../app/session-events.ts';
import { makeStore } from '../../../app/store.ts';
import { fetchMe } from '../../user/index.ts';
import { AdminHomePage } from '../pages/admin-home-page.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { WithI18n } from '../../../test/render.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const me = (isAdmin: boolean) =>
  meFixture({ id: 1, username: isAdmin ? 'chefadmin' : 'homecook', firstName: 'Pat', lastName: 'Smith', isAdmin });
const { isLogged: _l, ...adminRow } = me(true);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { index: true, element: <h1>Users</h1> },
          { path: 'import', element: <h1>Import from another app</h1> },
          { path: 'import/links', element: <h1>Import many links</h1> },
          { path: 'webhooks', element: <h1>Webhooks</h1> },
          { path: 'foodMatches', element: <h1>Food matches</h1> },
          { path: ':name', Component: AdminHomePage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const store = makeStore();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { wrapper: WithI18n },
  );
  return Object.assign(router, { store });
}

beforeEach(() => vi.mocked(toast.error).mockClear());

describe('AdminLayout', () => {
  it('sends anonymous visitors to / with a toast', async () => {
    const requests = fakeApi({});
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(toast.error).toHaveBeenCalledWith('Not authorized for admin portal', expect.anything());
    expect(requests).not.toHaveBeenCalled();
  });

  it('sends a regular user to / with a toast', async () => {
    localStorage.setItem('token', 't');
    fakeApi({ 'GET /api/user/me': { body: me(false) } });
    const router = renderAt('/admin');
    expect(screen.getByRole('status').textContent).toMatch(/Checking/);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(toast.error).toHaveBeenCalledWith('Not authorized for admin portal', expect.anything());
  });

  it('shows admins the sub-navigation and the page', async () => {
    localStorage.setItem('token', 't');
    fakeApi({ 'GET /api/user/me': { body: me(true) } });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin portal' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Users',
      'Recipes',
      'Add Recipe',
      'Suggestions',
      'Backups',
      'Import from another app',
      'Import many links',
      'Webhooks',
      'Food matches',
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    ['/admin/import', 'Import from another app'],
    ['/admin/import/links', 'Import many links'],
    ['/admin/webhooks', 'Webhooks'],
    ['/admin/foodMatches', 'Food matches'],
  ])('marks the section of %s as the current page', async (path, current) => {
    localStorage.setItem('token', 't');
    fakeApi({ 'GET /api/user/me': { body: me(true) } });
    renderAt(path);
    await screen.findByRole('heading', { name: current });
    const nav = screen.getByRole('navigation', { name: 'Admin portal' });
    const marked = [...nav.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent);
    expect(marked).toEqual([current]);
  });

  it("shows NotFound for /admin/{name} unless it is the admin's own name", async () => {
    localStorage.setItem('token', 't');
    fakeApi({ 'GET /api/user/me': { body: me(true) }, 'GET /api/user/all': { body: { rows: [], count: 0 } } });
    renderAt('/admin/someoneelse');
    expect(await screen.findByRole('heading', { name: 'NotFound' })).toBeTruthy();
  });

  it('shows the user list at /admin/{own name}', async () => {
    localStorage.setItem('token', 't');
    fakeApi({ 'GET /api/user/me': { body: me(true) }, 'GET /api/user/all': { body: { rows: [adminRow], count: 1 } } });
    renderAt('/admin/chefadmin');
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeTruthy();
    expect(await screen.findByText('555-123-4567')).toBeTruthy();
    expect(screen.getByLabelText('Sort by Last Name (Asc.)')).toBeTruthy();
  });

  it('re-runs when the login state changes: logging out ends access, without a warning', async () => {
    localStorage.setItem('token', 't');
    fakeApi({ 'GET /api/user/me': { body: me(true) } });
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    act(() => {
      localStorage.removeItem('token');
      router.store.dispatch(userLoggedOut());
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('ends access when the user slice learns the session is not an admin any more', async () => {
    localStorage.setItem('token', 't');
    let isAdmin = true;
    fakeApi({ 'GET /api/user/me': () => ({ body: me(isAdmin) }) });
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    isAdmin = false;
    await act(async () => {
      await router.store.dispatch(fetchMe());
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Not authorized for admin portal', expect.anything());
  });
});
