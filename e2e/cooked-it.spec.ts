// "Cooked it" in a real browser: the dialog logs a cooking with its rating and note, takes the scaled
// amounts from the pantry and says what it took and what was short; the recipe page and the profile
// then show it, and the API holds the entry and the pantry as the dialog said. At 360 px, axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { localToday } from '../src/domain/plan-dates.ts';
import { expectAccessible } from './support/axe.ts';
import { createRecipe } from './support/recipes.ts';
import { authHeader, createUserViaApi, signInAs } from './support/session.ts';

const phone = { width: 360, height: 740 };
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('Cooked it logs the cooking, takes from the pantry, and the page, profile and API agree', async ({ page }) => {
  const chili = await createRecipe(page.request, 'Pantry Chili', [
    { text: '500 g beef mince' },
    { text: '2 cups kidney beans' },
    { text: 'salt, to taste' },
  ]);
  const cook = await createUserViaApi(page.request, 'cooked');
  const token = await signInAs(page, cook.username, cook.password);
  const headers = authHeader(token);
  const added = await page.request.post('/api/pantry', { headers, data: { text: '400 g beef mince' } });
  expect(added.status()).toBe(201);

  await page.setViewportSize(phone);
  await page.goto(`/user/recipes/${chili}`);
  await page.getByRole('button', { name: 'Cooked it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cooked it' });
  await expect(dialog.getByLabel('Date')).toHaveValue(localToday());
  await expect(dialog.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('4');
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('More cumin next time');
  await expect(dialog.getByRole('checkbox', { name: 'Take from pantry' })).toBeChecked();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();

  const report = dialog.getByRole('status');
  await expect(report).toContainText(/Took .*beef mince from the pantry/);
  await expect(report).toContainText(/Not enough in the pantry: .*beef mince/);
  await expect(report).toContainText(/Not enough in the pantry: .*kidney bean/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByText('Cooked 1 time')).toBeVisible();
  const log = page.getByRole('region', { name: 'Cook log' });
  await expect(log.getByText('More cumin next time')).toBeVisible();
  await expect(log.getByLabel('4 stars')).toBeVisible();

  const entries = (await (await page.request.get(`/api/recipes/${chili}/cooklog`, { headers })).json()) as {
    rows: { date: string; servings: number; rating: number; note: string; user: { username: string } }[];
  };
  expect(
    entries.rows.map(({ date, servings, rating, note, user }) => ({ date, servings, rating, note, user })),
  ).toEqual([
    { date: localToday(), servings: 4, rating: 4, note: 'More cumin next time', user: { username: cook.username } },
  ]);
  // The 400 g were all taken (never below zero).
  const pantry = (await (await page.request.get('/api/pantry', { headers })).json()) as {
    rows: { name: string; qty: number }[];
  };
  expect(pantry.rows.map(({ name, qty }) => ({ name, qty }))).toEqual([{ name: 'beef mince', qty: 0 }]);

  await page.goto('/user/profile');
  await expect(page.getByRole('region', { name: 'Cook log' }).getByText('Pantry Chili, by')).toBeVisible();
});
