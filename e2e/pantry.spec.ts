// The pantry page in a real browser: an item typed as a line goes in with its location, date and staple
// flag, shows under its location and in "Expiring soon", is edited and removed, each read back through
// the API; at 360 px with no sideways scroll, and axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { addPlanDays, localToday } from '../src/domain/plan-dates.ts';
import { expectAccessible } from './support/axe.ts';
import { authHeader, createUserViaApi, signInAs } from './support/session.ts';

const phone = { width: 360, height: 740 };
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

interface Item {
  id: number;
  name: string;
  qty: number | null;
  unit: string | null;
  location: string;
  bestBefore: string | null;
  staple: boolean;
}

test('the pantry page adds, groups, edits and removes items, as the API then has them', async ({ page }) => {
  const cook = await createUserViaApi(page.request, 'pantry');
  const token = await signInAs(page, cook.username, cook.password);
  await page.setViewportSize(phone);
  const pantry = async () =>
    ((await (await page.request.get('/api/pantry', { headers: authHeader(token) })).json()) as { rows: Item[] }).rows;

  await page.goto('/user/pantry');
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
  await expect(page.getByText('Your pantry is empty. Add what you have above.')).toBeVisible();

  const soon = addPlanDays(localToday(), 3);
  const form = page.getByRole('region', { name: 'Add to pantry' });
  await form.getByRole('textbox', { name: 'Item' }).fill('500 g beef mince');
  await form.getByRole('combobox', { name: 'Location' }).selectOption('fridge');
  await form.getByLabel('Best before').fill(soon);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByRole('status')).toHaveText(/^In the pantry: .*beef mince$/);
  await form.getByRole('textbox', { name: 'Item' }).fill('salt');
  // The form keeps the last location for the next item; salt goes in the cupboard.
  await expect(form.getByRole('combobox', { name: 'Location' })).toHaveValue('fridge');
  await form.getByRole('combobox', { name: 'Location' }).selectOption('cupboard');
  await form.getByRole('checkbox', { name: 'Staple' }).check();
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByRole('status')).toHaveText('In the pantry: salt');

  expect(
    (await pantry()).map(({ name, qty, unit, location, bestBefore, staple }) => ({
      name,
      qty,
      unit,
      location,
      bestBefore,
      staple,
    })),
  ).toEqual([
    { name: 'beef mince', qty: 500, unit: 'gram', location: 'fridge', bestBefore: soon, staple: false },
    { name: 'salt', qty: null, unit: null, location: 'cupboard', bestBefore: null, staple: true },
  ]);

  const fridge = page.getByRole('region', { name: 'Fridge' });
  await expect(fridge.getByText(/beef mince/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cupboard' }).getByText('Staple')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Expiring soon' }).getByText(/beef mince/)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);

  await fridge.getByRole('button', { name: 'Edit beef mince' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit beef mince' });
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('750');
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption('freezer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Freezer' }).getByText(/beef mince/)).toBeVisible();
  const mince = (await pantry()).find((item) => item.name === 'beef mince')!;
  expect([mince.qty, mince.unit, mince.location]).toEqual([750, 'gram', 'freezer']);

  await page.getByRole('button', { name: 'Remove salt' }).click();
  await expect(page.getByRole('button', { name: 'Remove salt' })).toHaveCount(0);
  expect((await pantry()).map((item) => item.name)).toEqual(['beef mince']);
});
