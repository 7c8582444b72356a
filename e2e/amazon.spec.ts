import { expect, test } from '@playwright/test';
import { RETAILER_LANDING_URL } from '../src/domain/constants.ts';
import { authHeader, createUserViaApi, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

test('Order On Amazon posts the converted list to the retailer in a new tab', async ({ page, context }) => {
  // Nothing may leave the machine: the retailer answers from here.
  const posted: { method: string; body: string | null }[] = [];
  await context.route('https://www.amazon.com/**', async (route) => {
    posted.push({ method: route.request().method(), body: route.request().postData() });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Fake retailer</h1>' });
  });

  const user = await createUserViaApi(page.request, 'amazon');
  const token = await signInAs(page, user.username, user.password);
  const { rows } = (await (
    await page.request.get('/api/recipes', { headers: authHeader(token), params: { page: '1' } })
  ).json()) as { rows: { id: number }[] };
  for (const r of rows.slice(0, 2)) {
    expect(
      (await page.request.put('/api/user/me/addRecipe', { headers: authHeader(token), data: { id: r.id } })).ok(),
    ).toBe(true);
  }
  // The order is the list's unticked merged items.
  const list = await (await page.request.get('/api/lists/current', { headers: authHeader(token) })).json();
  const expected = await (
    await page.request.post('/api/amazon/convertshoppinglist', {
      headers: authHeader(token),
      data: { listId: list.id },
    })
  ).json();
  expect(expected.ingredients.length).toBeGreaterThan(0);

  await page.goto('/user/shoppingList');
  const button = page.getByRole('button', { name: /Order On Amazon/ });
  await expect(button).toBeEnabled();
  const form = page.locator('form', { has: button });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', RETAILER_LANDING_URL);
  await expect(form).toHaveAttribute('target', '_blank');
  const hidden = form.locator('input[type=hidden][name=ingredients]');
  expect(JSON.parse(await hidden.inputValue())).toEqual(expected);

  const popupPromise = page.waitForEvent('popup');
  await button.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(RETAILER_LANDING_URL);
  await expect(popup.getByRole('heading', { name: 'Fake retailer' })).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0].method).toBe('POST');
  const sent = new URLSearchParams(posted[0].body ?? '').get('ingredients');
  expect(JSON.parse(sent ?? 'null')).toEqual(expected);
  await screenshot(page, 'shopping-list-amazon');
});
