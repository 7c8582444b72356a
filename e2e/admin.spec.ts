import { expect, test, type Page } from '@playwright/test';
import { apiLogin, authHeader, createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';

/** Paths the page visits, so a redirect through / is seen even when / sends a signed-in user onward. */
function trackPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

const shots = 'e2e-artifacts/screenshots';

async function signInAdmin(page: Page) {
  await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
}

test('the admin adds a recipe, edits it, retires it, and a user sees it as outdated', async ({
  page,
  browser,
  request,
}) => {
  const name = `E2E Soup ${Date.now().toString(36)}`;
  await signInAdmin(page);
  await page.goto('/admin/addrecipe');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Recipe URL/).fill('https://example.com/e2e-soup');
  await page.getByLabel(/^Image URL/).fill('/images/recipe-fallback.svg');
  await page.getByLabel(/^Servings/).fill('4');
  await page.getByLabel(/^Cook Time/).fill('35');
  await page.getByLabel(/^Cuisine/).selectOption('soup');
  await page.getByLabel(/^Restriction/).selectOption('vegetarian');
  await page.getByLabel('Stovetop').check();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Ingredient 1', { exact: true }).fill('tomatoes');
  await page.getByRole('button', { name: '+ Add ingredient' }).click();
  await page.getByLabel('Ingredient 2', { exact: true }).fill('cream');
  await page.locator('#ingredient-1-qty').fill('0.5');
  await page.locator('#ingredient-1-measurement').fill('cups');
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: `${shots}/add-recipe.png`, fullPage: true });
  await submit.click();

  await expect(page).toHaveURL(/\/admin\/updaterecipe\/\d+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Modify Recipe' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.locator('#ingredient-0-qty')).toHaveValue('1');
  await expect(page.locator('#ingredient-0-measurement')).toHaveValue('whole');

  // Add a second cuisine, drop the restriction, and retire the recipe.
  await page.getByRole('button', { name: 'Add cuisine' }).click();
  await page.getByLabel('Cuisine 2', { exact: true }).selectOption('healthy');
  await page.getByRole('button', { name: 'Remove restriction 1' }).click();
  await page.getByLabel('Active', { exact: true }).uncheck();
  await page.screenshot({ path: `${shots}/update-recipe.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Recipe updated!')).toBeVisible();
  await expect(page.getByLabel('Active', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Cuisine 2', { exact: true })).toHaveValue('healthy');
  await expect(page.getByText('No restrictions.')).toBeVisible();

  // The server kept it all.
  const token = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const saved = await (await request.get(`/api/recipes/${id}`, { headers: authHeader(token) })).json();
  expect(saved.isActive).toBe(false);
  expect(saved.cuisines.map((c: { name: string }) => c.name).sort()).toEqual(['healthy', 'soup']);
  expect(saved.restrictions).toEqual([]);

  // A user opening it sees 'outdated'.
  const cook = await createUserViaApi(request, 'outd');
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signInAs(userPage, cook.username, cook.password);
  await userPage.goto(`/user/recipes/${id}`);
  await expect(userPage.getByText(/outdated/)).toBeVisible();
  await userContext.close();
});

test('users table: paging and the last-name sort', async ({ page, request }) => {
  // Enough users for a second page, whatever the demo seed holds.
  const token = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const first = await (await request.get('/api/user/all?page=1', { headers: authHeader(token) })).json();
  for (let i = first.count; i < 27; i++) await createUserViaApi(request, 'page');

  await signInAdmin(page);
  await page.goto(`/admin/${E2E_ADMIN.username}`);
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.getByRole('columnheader')).toHaveText([
    'ID',
    'Username',
    'First Name',
    'Last Name',
    'Email',
    'Phone',
    'Admin',
  ]);
  await expect(rows.first().getByRole('cell').nth(5)).toHaveText(/^\d{3}-\d{3}-\d{4}$/);
  await page.screenshot({ path: `${shots}/admin-users.png`, fullPage: true });

  const prev = page.getByRole('button', { name: 'Prev' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(prev).toBeDisabled();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(prev).toBeEnabled();
  await expect(page.getByText(/Page 2 of/)).toBeVisible();

  // The box reflects the URL, which the router updates in a transition: click, then wait for it.
  const sortBox = page.getByLabel('Sort by Last Name (Asc.)');
  await sortBox.click();
  await expect(sortBox).toBeChecked();
  await expect(page).toHaveURL(/page=1&sort=true/);
  await expect(rows).toHaveCount(25);
  const lastNames = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[3]?.textContent ?? ''));
  const sorted = [...lastNames].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
  expect(lastNames.map((n) => n.toLowerCase())).toEqual(sorted.map((n) => n.toLowerCase()));
});

test('recipes table: Prev and Next follow the page rules', async ({ page, request }) => {
  const token = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const { count } = await (await request.get('/api/recipes?page=1&active=both', { headers: authHeader(token) })).json();
  const lastPage = Math.max(1, Math.ceil(count / 25));

  await signInAdmin(page);
  await page.goto('/admin/recipes?page=1');
  await expect(page.getByRole('heading', { name: 'All Recipes' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-recipes.png`, fullPage: true });
  const prev = page.getByRole('button', { name: 'Prev' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(prev).toBeDisabled();
  if (lastPage > 1) {
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(prev).toBeEnabled();
  }
  await page.goto(`/admin/recipes?page=${lastPage}`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(next).toBeDisabled();

  // Filters narrow the table and start again at page 1.
  await page.getByLabel('Active').selectOption('no');
  await expect(page).toHaveURL(/page=1&active=no/);
  await page.getByLabel('Cuisine').selectOption('soup');
  await expect(page).toHaveURL(/cuisine=soup/);
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  if (await edit.count()) await expect(edit).toHaveAttribute('href', /\/admin\/updaterecipe\/\d+$/);
});

test('a regular user visiting /admin gets the toast and lands on /', async ({ page, request }) => {
  const cook = await createUserViaApi(request, 'guard');
  await signInAs(page, cook.username, cook.password);
  const visited = trackPaths(page);
  await page.goto('/admin');
  await expect(page.getByText('Not authorized for admin portal')).toBeVisible();
  // The guard sends the user to /; the home page may then forward a signed-in user to their list.
  await expect.poll(() => visited).toContain('/');
  expect(visited.slice(visited.indexOf('/admin'))).toContain('/');
  await expect(page).toHaveURL(/\/(user\/shoppingList)?$/);
});

test('anonymous visitors are sent away from /admin too', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page.getByText('Not authorized for admin portal')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('admin pages on a phone: tables scroll sideways, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto('/admin/users');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `${shots}/admin-users-phone.png`, fullPage: true });
});
