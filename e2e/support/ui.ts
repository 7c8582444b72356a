import { expect, type Page } from '@playwright/test';

/** Logs in through the login screen, as a person would. */
export async function loginViaUi(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A full-page screenshot into e2e-artifacts/screenshots/, once the page has settled. */
export async function screenshot(page: Page, name: string) {
  await expect(page.locator('.loading')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `e2e-artifacts/screenshots/${name}.png`, fullPage: true });
}

/** The redux-persist copy of the store, parsed one level deep (each slice is a JSON string). */
export async function persistedRoot(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('persist:root'));
  if (!raw) return null;
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value)]));
}
