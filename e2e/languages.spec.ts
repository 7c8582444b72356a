// Languages (api/languages.md): the browser's language picks the texts of a first visit, with <html lang> and
// dir to match; the footer's select changes it with no reload.
import { expect, test } from '@playwright/test';
import { createUserViaApi, signInAs } from './support/session.ts';

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('sees the header and the footer in German', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'sprache');
    await signInAs(page, user.username, user.password);
    await page.goto('/user/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    for (const name of ['Liste', 'Rezepte', 'Essensplan', 'Profil'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Adresse' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Über uns' })).toBeVisible();
    await expect(footer.getByLabel('Sprache')).toHaveValue('de');
  });

  test('a visitor switches to English in the footer, with no reload, and keeps it', async ({ page }) => {
    await page.goto('/about');
    const select = page.getByRole('contentinfo').getByLabel('Sprache');
    await expect(select).toHaveValue('de');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await select.selectOption({ label: 'English' });
    await expect(page.getByRole('contentinfo').getByLabel('Language')).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.reload();
    await expect(page.getByRole('contentinfo').getByLabel('Language')).toHaveValue('en');
  });
});

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar' });

  test('reads the page right to left', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('contentinfo').getByLabel('اللغة')).toHaveValue('ar');
  });
});
