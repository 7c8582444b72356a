import { expect, test } from '@playwright/test';
import { createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

test.describe('site footer', () => {
  test('shows the sections and menu of spec §1 on every screen', async ({ page }) => {
    for (const path of ['/', '/signUp', '/about', '/agreement', '/nope']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      for (const heading of ['Address', 'Phone', 'Email', 'Social']) {
        await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'support@hellokitchen.app' })).toHaveAttribute(
      'href',
      'mailto:support@hellokitchen.app',
    );
    await expect(footer.getByText(/Fax/)).toBeVisible();
    await expect(footer.getByText(/Office/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /coming soon/ })).toHaveCount(3);

    const menu = footer.getByRole('navigation', { name: 'Footer' });
    for (const name of ['Home', 'About', 'Contact', 'Services', 'Careers']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Contact, Services and Careers have empty targets (marked disabled): activating one stays put.
    const careers = menu.getByRole('link', { name: 'Careers' });
    await expect(careers).toHaveAttribute('aria-disabled', 'true');
    await careers.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nope$/);
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('is also on the signed-in screens', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'foot');
    await signInAs(page, user.username, user.password);
    await page.goto('/user/profile');
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Social' })).toBeVisible();
  });
});

test.describe('header', () => {
  test('anonymous visitors see the logo linking home and no nav', async ({ page }) => {
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Hello Kitchen')).toBeVisible();
    await expect(banner.getByRole('navigation')).toHaveCount(0);
    await banner.getByRole('link', { name: 'Hello Kitchen' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed-in users get the nav; the logo goes to the shopping list', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'nav');
    await signInAs(page, user.username, user.password);
    await page.goto('/about');
    await page.goto('/user/profile');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/user/shoppinglist');
    await expect(nav.getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/user/recipes?page=1');
    await expect(nav.getByRole('link', { name: "Chef's Choice" })).toHaveAttribute('href', '/user/chefschoice');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Hello Kitchen' }).click();
    await expect(page).toHaveURL(/\/user\/shoppingList$/);
  });

  test('admins also get the Admin link', async ({ page }) => {
    await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/user/profile');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});

test.describe('phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the nav folds into an accessible hamburger menu', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'phone');
    await signInAs(page, user.username, user.password);
    await page.goto('/user/profile');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Recipes' })).toBeHidden();
    await screenshot(page, 'phone-profile');

    // Keyboard: focus the toggle, open with Enter, close with Escape.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Recipes' })).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/screenshots/phone-menu-open.png' });
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Choosing a link navigates and closes the menu.
    await toggle.click();
    await nav.getByRole('link', { name: "Chef's Choice" }).click();
    await expect(page).toHaveURL(/\/user\/chefschoice$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Recipes' })).toBeHidden();
  });

  test('the login screen and footer fit a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-home');
  });
});

test('skip link moves focus to the page content', async ({ page }) => {
  await page.goto('/about');
  // Tab once the page has rendered: the lazy page chunk replaces the loading view, and focus with it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('the first load', () => {
  test("index.html's route preload runs under the CSP and asks for the page's chunk early", async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // Made by the inline script before the entry runs (scripts/vite-route-preload.ts).
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => (l as HTMLLinkElement).href),
    );
    expect(preloads.some((href) => /\/assets\/login-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(refused).toEqual([]);
  });
});
