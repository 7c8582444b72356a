import { expect, test } from '@playwright/test';
import { authHeader, createUserViaApi, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

/** A case-insensitive matcher for a recipe name (the UI title-cases names). */
const nameRe = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

test('add to list, duplicate warning, ticking, remove, mark complete and history as bought', async ({ page }) => {
  const user = await createUserViaApi(page.request, 'lists');
  const token = await signInAs(page, user.username, user.password);
  const { rows } = (await (
    await page.request.get('/api/recipes', { headers: authHeader(token), params: { page: '1' } })
  ).json()) as { rows: { id: number; name: string }[] };
  const [first, second, third] = rows;

  await page.goto('/user/shoppingList');
  await expect(page.getByRole('heading', { level: 1, name: 'Main Shopping List' })).toBeVisible();
  await expect(page.getByText('No recipes in current list')).toBeVisible();
  await screenshot(page, 'shopping-list-empty');

  await page.goto(`/user/recipes/${first.id}`);
  const add = page.getByRole('button', { name: 'Add To List' });
  await add.click();
  await expect(page.getByText('Added recipe to shopping list!')).toBeVisible();
  await add.click();
  await expect(page.getByText('Recipe already in shopping list')).toBeVisible();

  for (const r of [second, third]) {
    const res = await page.request.put('/api/user/me/addRecipe', { headers: authHeader(token), data: { id: r.id } });
    expect(res.ok()).toBe(true);
  }

  await page.getByRole('link', { name: 'List', exact: true }).first().click();
  await expect(page).toHaveURL(/\/user\/shopping[lL]ist$/);
  const recipes = page.locator('li.list-recipe');
  await expect(recipes).toHaveCount(3);

  // Items are merged by food and ticked on the server: a tick survives a reload.
  const boxes = page.locator('.list-section input[type=checkbox]');
  expect(await boxes.count()).toBeGreaterThan(0);
  await boxes.first().check();
  await expect(boxes.first()).toBeChecked();
  await screenshot(page, 'shopping-list');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e-artifacts/screenshots/shopping-list-mobile.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await expect(boxes.first()).toBeChecked();

  await recipes
    .filter({ has: page.getByRole('link', { name: nameRe(third.name) }) })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(recipes).toHaveCount(2);

  await expect(page.getByRole('link', { name: /Find Nearby Stores/ })).toHaveAttribute('href', '/map');

  await page.getByRole('button', { name: 'Mark as Complete!' }).click();
  await expect(page.getByText('No recipes in current list')).toBeVisible();
  await expect(page.getByRole('button', { name: /Order On Amazon/ })).toBeDisabled();

  await page.goto('/user/profile/history');
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  const entry = page.locator('.history-list');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading', { level: 2 })).toHaveText(`Recipe List 1 - Marked Complete on ${today}`);
  // The list as bought: its recipes by name, its items with their ticks.
  await expect(entry).toContainText(nameRe(first.name));
  await expect(entry.getByText('(bought)').first()).toBeVisible();
  await screenshot(page, 'history');
});

test('empty history and likes show their empty states', async ({ page }) => {
  const user = await createUserViaApi(page.request, 'empty');
  await signInAs(page, user.username, user.password);
  await page.goto('/user/profile/history');
  await expect(page.getByText('No completed lists')).toBeVisible();
  await page.goto('/user/profile/likes');
  await expect(page.getByText('No Liked Recipes')).toBeVisible();
  await page.goto('/user/profile/dislikes');
  await expect(page.getByText('No Disliked Recipes')).toBeVisible();
});
