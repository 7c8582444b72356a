import { expect, test, type Page } from '@playwright/test';
import { apiLogin, authHeader, createUserViaApi } from './support/session.ts';

/** Every request the page makes that fails or answers 4xx/5xx, and every console error. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (r) => failures.push(`failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()}: ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(`console: ${m.text()}`);
  });
  return failures;
}

test('a shared recipe and a shared collection open without login, and every control works', async ({
  browser,
  request,
}) => {
  const user = await createUserViaApi(request, 'sharer');
  const headers = authHeader(await apiLogin(request, user.username, user.password));
  const list = await (await request.get('/api/recipes?page=1', { headers })).json();
  const [first, second] = list.rows as { id: number; name: string }[];
  const recipeLink = await (await request.post('/api/shares', { headers, data: { recipeId: first.id } })).json();
  const collection = await (
    await request.post('/api/collections', { headers, data: { name: 'Shared in e2e' } })
  ).json();
  await request.put(`/api/collections/${collection.id}/entries`, {
    headers,
    data: { entries: [{ recipeId: second.id, section: 'Mains' }, { recipeId: first.id }] },
  });
  const collectionLink = await (
    await request.post('/api/shares', { headers, data: { collectionId: collection.id } })
  ).json();

  // A visitor: a fresh context with no token and no cookie.
  const context = await browser.newContext();
  const page = await context.newPage();
  const failures = watchFailures(page);
  const recipePath = new URL(recipeLink.url).pathname;
  const answer = await page.goto(recipePath);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Method' })).toBeVisible();
  const picture = page.locator('img.picture');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Scaling is a form the server answers; it needs no script.
  await page.getByLabel('Servings').fill('8');
  await page.getByRole('button', { name: 'Scale' }).click();
  await expect(page).toHaveURL(/servings=8/);
  await expect(page.locator('dd').first()).toHaveText('8');

  // The collection: its recipes as links in its order, each a recipe page.
  await page.goto(new URL(collectionLink.url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared in e2e' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mains' })).toBeVisible();
  await page.getByRole('link', { name: second.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await page.getByRole('link', { name: '← Shared in e2e' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shared in e2e' })).toBeVisible();

  expect(failures).toEqual([]);

  // "Open Hello Kitchen" opens the app (which then asks a visitor to sign in, as it should).
  await page.getByRole('link', { name: 'Open Hello Kitchen' }).first().click();
  await expect(page).toHaveURL(/\/$|\/login/);

  // A changed character is the dead page.
  const dead = await page.goto(`${recipePath.slice(0, -1)}${recipePath.endsWith('A') ? 'B' : 'A'}`);
  expect(dead?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await context.close();
});
