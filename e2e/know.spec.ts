// What's in it, in a real browser: nutrition and cost on the recipe page, a sub-recipe's lines beneath its
// line following the Servings field, the Prices page, and the list's estimate; each at 360 px with no
// sideways scroll, and axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createRecipe } from './support/recipes.ts';
import { authHeader, createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';

const phone = { width: 360, height: 740 };
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

let pasta: number;
let pesto: number;

test.beforeAll(async ({ request }) => {
  pesto = await createRecipe(request, 'Basil Pesto', [
    { text: '2 cups basil leaves' },
    { text: '1/2 cup olive oil' },
    { text: 'salt, to taste' },
  ]);
  pasta = await createRecipe(request, 'Pesto Pasta', [
    { text: '200 g penne' },
    { recipeId: pesto, qty: 1, measurement: 'batch' },
  ]);
});

test('the recipe page shows nutrition and cost per serving, and the sub-recipe beneath its line, at any servings', async ({
  page,
}) => {
  const cook = await createUserViaApi(page.request, 'know');
  await signInAs(page, cook.username, cook.password);
  await page.setViewportSize(phone);
  await page.goto(`/user/recipes/${pasta}`);

  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  const link = ingredients.getByRole('link', { name: /basil pesto/i });
  await expect(link).toHaveAttribute('href', `/user/recipes/${pesto}`);
  await expect(ingredients.getByText('2 cups basil leaves')).toBeVisible();

  const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
  await expect(nutrition.getByText(/^\d[\d,]* kcal$/)).toBeVisible();
  await expect(nutrition.getByText('Source: USDA SR24')).toBeVisible();
  await expect(nutrition.getByText(/^\d of 4 lines not counted$/)).toBeVisible();
  const kcal4 = await nutrition.getByText(/kcal$/).textContent();

  // No prices yet: the lines are named, never a $0 total.
  const cost = page.getByRole('region', { name: 'Cost per serving' });
  await expect(cost.getByText(/^No price for 3 lines$/)).toBeVisible();
  await expect(cost.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/user/prices');

  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);

  await page.getByRole('spinbutton', { name: 'Servings' }).fill('8');
  await expect(ingredients.getByText('4 cups basil leaves')).toBeVisible();
  // Per serving does not change with the servings.
  await expect(nutrition.getByText(/kcal$/)).toHaveText(kcal4!);
});

test('Prices: a household adds a price with the food search, edits and deletes it, at 360 px', async ({ page }) => {
  const cook = await createUserViaApi(page.request, 'prices');
  await signInAs(page, cook.username, cook.password);
  await page.setViewportSize(phone);
  await page.goto('/user/profile');
  await page.getByRole('link', { name: "Your household's prices" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(page.getByText('No prices yet. Add the first one above.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Food' }).fill('olive oil');
  const found = page.getByRole('list', { name: 'Foods found' }).getByRole('button').first();
  const foodName = (await found.textContent())!;
  await found.click();
  await page.getByRole('spinbutton', { name: 'Price' }).fill('5.99');
  await page.getByRole('spinbutton', { name: 'Pack size' }).fill('1');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'l' });
  await page.getByRole('textbox', { name: 'Store' }).fill('Corner shop');
  await page.getByRole('button', { name: 'Add price' }).click();
  const row = page.getByRole('row', { name: new RegExp(foodName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row.getByText('$5.99')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);

  await row.getByRole('button', { name: `Edit ${foodName}` }).click();
  await page.getByRole('spinbutton', { name: 'Price' }).fill('6.49');
  await page.getByRole('button', { name: 'Save price' }).click();
  await expect(row.getByText('$6.49')).toBeVisible();

  await row.getByRole('button', { name: `Delete ${foodName}` }).click();
  await expect(page.getByText('No prices yet. Add the first one above.')).toBeVisible();
});

test('the shopping list names the items without a price', async ({ page }) => {
  const cook = await createUserViaApi(page.request, 'estimate');
  const token = await signInAs(page, cook.username, cook.password);
  const add = await page.request.post('/api/lists/current/recipes', {
    headers: authHeader(token),
    data: { recipes: [{ id: pasta }] },
  });
  expect(add.ok(), await add.text()).toBe(true);
  await page.setViewportSize(phone);
  await page.goto('/user/shoppingList');
  await expect(page.getByText(/^\d+ items? without a price$/)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);
});

test('admin: a food match set and deleted, and nutrition overridden and given back, at 360 px', async ({ page }) => {
  await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.setViewportSize(phone);
  await page.goto('/admin/foodMatches');
  await expect(page.getByRole('heading', { level: 1, name: 'Food matches' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Ingredient name' }).fill('basil leaves');
  await page.getByRole('searchbox', { name: 'Food' }).fill('basil fresh');
  await page.getByRole('list', { name: 'Foods found' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Set match' }).click();
  const remove = page.getByRole('button', { name: 'Delete the match of basil leaves' });
  await expect(remove).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);
  await remove.click();
  await expect(remove).toHaveCount(0);

  await page.goto(`/admin/updaterecipe/${pesto}`);
  const override = page.getByRole('region', { name: 'Override nutrition' });
  await override.getByRole('spinbutton', { name: 'kcal' }).fill('321');
  await override.getByRole('button', { name: 'Override nutrition' }).click();
  await expect(override.getByRole('button', { name: 'Use computed values' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page, '.nutrition-override');
  await page.goto(`/user/recipes/${pesto}`);
  const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
  await expect(nutrition.getByText('321 kcal')).toBeVisible();
  await expect(nutrition.getByText('Values set by an admin.')).toBeVisible();

  await page.goto(`/admin/updaterecipe/${pesto}`);
  await page.getByRole('button', { name: 'Use computed values' }).click();
  await expect(page.getByRole('button', { name: 'Use computed values' })).toHaveCount(0);
});
