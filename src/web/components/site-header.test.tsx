import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initialState, type UserState } from '../features/user/index.ts';
import { landing, renderRoutes } from '../test/render.tsx';
import { fakeApi } from '../test/fake-server.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const shell = {
  element: (
    <>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  ),
  children: [landing('/'), landing('/about'), landing('/user/profile'), landing('/user/chefschoice')],
};

const signedIn = (over: Partial<UserState> = {}) => {
  localStorage.setItem('token', 'tok');
  return { user: { ...initialState, isLogged: true, info: { name: 'homecook', isAdmin: false }, ...over } };
};

describe('SiteHeader', () => {
  it('anonymous: the logo links to / and there is no nav', () => {
    renderRoutes([shell], { path: '/about' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hello Kitchen' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('signed in: the nav of spec §2 and the logo to the shopping list', () => {
    renderRoutes([shell], { path: '/user/profile', state: signedIn() });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Hello Kitchen' }).getAttribute('href')).toBe('/user/shoppingList');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const hrefs = nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['List', '/user/shoppinglist'],
      ['Recipes', '/user/recipes?page=1'],
      ["Chef's Choice", '/user/chefschoice'],
      ['Meal plan', '/user/plan'],
      ['Pantry', '/user/pantry'],
      ['Collections', '/user/collections'],
      ['Profile', '/user/profile'],
    ]);
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('admins get the Admin link first', () => {
    renderRoutes([shell], { path: '/user/profile', state: signedIn({ isAdmin: true }) });
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect([links[0].textContent, links[0].getAttribute('href')]).toEqual(['Admin', '/admin']);
  });

  it('the hamburger toggles aria-expanded, closes on Escape and on navigation', async () => {
    const user = userEvent.setup();
    renderRoutes([shell], { path: '/user/profile', state: signedIn() });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.className).toContain('is-open');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: "Chef's Choice" }));
    expect(await screen.findByText('landed on /user/chefschoice')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('Logout revokes the session and returns to /', async () => {
    const fetchMock = fakeApi({ 'POST /api/user/logout': {} });
    const user = userEvent.setup();
    const { store } = renderRoutes([shell], { path: '/user/profile', state: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('landed on /')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/user/logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().user.isLogged).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});

describe('SiteFooter', () => {
  it('has the sections, the support address and the menu of spec §1', () => {
    renderRoutes([shell], { path: '/' });
    const footer = within(screen.getByRole('contentinfo'));
    for (const name of ['Address', 'Phone', 'Email', 'Social'])
      expect(footer.getByRole('heading', { name })).toBeTruthy();
    expect(footer.getByText(/Fax/)).toBeTruthy();
    expect(footer.getByRole('link', { name: 'support@hellokitchen.app' }).getAttribute('href')).toBe(
      'mailto:support@hellokitchen.app',
    );
    // Three social links with no destination (dom-testing-library, unlike browsers, gives href="" no link role).
    expect(footer.getAllByLabelText(/coming soon/).map((a) => a.getAttribute('href'))).toEqual(['', '', '']);
    const menu = screen.getByRole('navigation', { name: 'Footer' });
    expect([...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Contact', ''],
      ['Services', ''],
      ['Careers', ''],
    ]);
  });
});
