import { expect, test } from '@playwright/test';
import { LEMON_CAKE, startFakeRecipeSite } from './support/fake-recipe-site.mjs';
import { apiLogin, authHeader, E2E_ADMIN, signInAs } from './support/session.ts';

let site: Awaited<ReturnType<typeof startFakeRecipeSite>>;
test.beforeAll(async () => {
  site = await startFakeRecipeSite();
});
test.afterAll(async () => {
  await site?.close();
});

test('the admin imports a recipe page, saves it, and sees it in the list with its method', async ({
  page,
  request,
}) => {
  await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/addrecipe');
  await page.getByLabel('Recipe page link').fill(`${site.origin}/recipes/lemon-cake`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  // The draft fills the form; the lines show their parsed parts and stay editable.
  await expect(page.getByLabel(/^Name/)).toHaveValue(LEMON_CAKE.name);
  await expect(page.getByLabel('Line 1', { exact: true })).toHaveValue(LEMON_CAKE.ingredients[0]);
  await expect(page.getByLabel('Ingredient 1', { exact: true })).toHaveValue('flour');
  await expect(page.getByLabel('Parsed line 1')).toContainText('Unit: cup');
  await expect(page.getByLabel('Step 3', { exact: true })).toHaveValue(LEMON_CAKE.steps[2]);
  await expect(page.getByLabel(/^Servings/)).toHaveValue('8');
  await expect(page.getByLabel(/^Prep Time/)).toHaveValue('15');
  await page.screenshot({ path: 'e2e-artifacts/screenshots/import-filled.png', fullPage: true });

  // Nothing is saved before Submit.
  const token = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const countOf = async () =>
    (
      (await (await request.get('/api/recipes?page=1&active=both', { headers: authHeader(token) })).json()) as {
        count: number;
      }
    ).count;
  const before = await countOf();

  await page.getByLabel(/^Cuisine/).selectOption('american');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/admin\/updaterecipe\/\d+$/);
  const id = /(\d+)$/.exec(page.url())![1];
  expect(await countOf()).toBe(before + 1);

  // In the recipe table, and its page shows the lines as written and the method, step by step.
  await page.goto(`/admin/recipes?page=${Math.ceil((before + 1) / 25)}`);
  // The table title-cases names. Other tests import the same page, so the link is found by its recipe.
  const link = page
    .getByRole('link', { name: 'E2e Lemon Drizzle Cake', exact: true })
    .and(page.locator(`a[href="/user/recipes/${id}"]`));
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name: 'Method' })).toBeVisible();
  const steps = page.locator('.method-steps li');
  await expect(steps).toHaveText(LEMON_CAKE.steps);
  await expect(page.locator('.ingredients-card .ingredient-list li')).toHaveText(LEMON_CAKE.ingredients);
  await page.screenshot({ path: 'e2e-artifacts/screenshots/imported-recipe.png', fullPage: true });
});
