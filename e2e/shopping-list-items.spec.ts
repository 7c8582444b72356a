import { expect, test } from '@playwright/test';
import { authHeader, createUserViaApi, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';
import { createRecipe } from './support/recipes.ts';

test('the list item by item: merged, by section, ticks on the server, typed items, servings, a refused tick', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const soup = await createRecipe(page.request, `onion soup ${stamp}`, [
    { name: 'onions', qty: 2, measurement: 'whole' },
    { name: 'milk', qty: 1, measurement: 'cup' },
  ]);
  const pie = await createRecipe(page.request, `onion pie ${stamp}`, [
    { name: 'onion', qty: 1, measurement: 'whole' },
    { name: 'milk', qty: 4, measurement: 'tablespoon' },
  ]);
  const user = await createUserViaApi(page.request, 'items');
  const token = await signInAs(page, user.username, user.password);

  await page.goto(`/user/recipes/${soup}`);
  await page.getByRole('button', { name: 'Add To List' }).click();
  await expect(page.getByText('Added recipe to shopping list!')).toBeVisible();
  await page.request.post('/api/lists/current/recipes', {
    headers: authHeader(token),
    data: { recipes: [{ id: pie }] },
  });

  await page.goto('/user/shoppingList');
  const produce = page.getByRole('region', { name: 'Produce' });
  const onions = produce.getByRole('checkbox', { name: '3 onions' });
  await expect(onions).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dairy And Eggs' }).getByText('1¼ cups milk')).toBeVisible();

  // A tick lives on the server: it survives a reload.
  await onions.check();
  await expect(page.getByText(/2 recipes · 1 of 2 items ticked/)).toBeVisible();
  await page.reload();
  await expect(onions).toBeChecked();

  // More servings raise the onions: unticked.
  await page.getByRole('button', { name: /More servings of Onion Pie/ }).click();
  await expect(page.getByText('5 servings')).toBeVisible();
  await expect(produce.getByRole('checkbox', { name: /onions/ })).not.toBeChecked();

  await page.getByRole('textbox', { name: 'Add an item' }).fill('paper towels');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Household' }).getByText('paper towels')).toBeVisible();
  await screenshot(page, 'shopping-list-items');

  // Another device takes the milk off while this one has no live connection (its event stream is cut,
  // as on a flaky network; with it, the milk would vanish here at once): ticking it here is refused by
  // the server, rolled back and said plainly.
  await page.route('**/api/lists/current/events', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /milk/ })).toBeVisible();
  const list = (await (await page.request.get('/api/lists/current', { headers: authHeader(token) })).json()) as {
    items: { id: number; name: string }[];
  };
  const milk = list.items.find((i) => i.name === 'milk')!;
  const gone = await page.request.delete(`/api/lists/current/items/${milk.id}`, { headers: authHeader(token) });
  expect(gone.ok()).toBe(true);
  const milkBox = page.getByRole('checkbox', { name: /milk/ });
  // click, not check(): the refused tick may be rolled back before check() looks at the box again.
  await milkBox.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Ticking the item failed');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(milkBox).not.toBeChecked();
  await screenshot(page, 'shopping-list-refused');
});

test("a recipe's checkbox ticks every item it brought, on the server, live and offline", async ({ page, context }) => {
  const stamp = Date.now().toString(36);
  const soup = await createRecipe(page.request, `leek soup ${stamp}`, [
    { name: 'leeks', qty: 3, measurement: 'whole' },
    { name: 'potatoes', qty: 2, measurement: 'whole' },
    { name: 'cream', qty: 1, measurement: 'cup' },
  ]);
  const tart = await createRecipe(page.request, `apple tart ${stamp}`, [
    { name: 'apples', qty: 4, measurement: 'whole' },
    { name: 'cream', qty: 4, measurement: 'tablespoon' },
  ]);
  const user = await createUserViaApi(page.request, 'tickall');
  const token = await signInAs(page, user.username, user.password);
  await page.request.post('/api/lists/current/recipes', {
    headers: authHeader(token),
    data: { recipes: [{ id: soup }, { id: tart }] },
  });
  const serverTicks = async () => {
    const list = (await (await page.request.get('/api/lists/current', { headers: authHeader(token) })).json()) as {
      items: { name: string; checked: boolean }[];
    };
    return Object.fromEntries(list.items.map((i) => [i.name, i.checked]));
  };

  await page.goto('/user/shoppingList');
  const soupBox = page.getByRole('checkbox', { name: /^Tick all of Leek Soup/ });
  const tartBox = page.getByRole('checkbox', { name: /^Tick all of Apple Tart/ });
  await expect(soupBox).not.toBeChecked();
  await soupBox.check();
  for (const name of ['3 leeks', '2 potatoes', /cream/])
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '4 apples' })).not.toBeChecked();
  await expect(page.getByText(/2 recipes · 3 of 4 items ticked/)).toBeVisible();
  // The cream is the tart's too: the tart is partly ticked, not ticked.
  await expect(tartBox).not.toBeChecked();
  expect(await tartBox.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
  await expect.poll(serverTicks).toEqual({ leeks: true, potatoes: true, cream: true, apples: false });
  await page.reload();
  await expect(soupBox).toBeChecked();

  // Unticking the soup unticks its items, the cream included.
  await soupBox.uncheck();
  await expect(page.getByRole('checkbox', { name: /cream/ })).not.toBeChecked();
  await expect.poll(serverTicks).toEqual({ leeks: false, potatoes: false, cream: false, apples: false });

  // Offline, in the shop: the tart's ticks wait and are sent when the network is back.
  await context.setOffline(true);
  await expect(page.getByText('Offline: changes will sync')).toBeVisible();
  await tartBox.check();
  await expect(page.getByRole('checkbox', { name: '4 apples' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /cream/ })).toBeChecked();
  await context.setOffline(false);
  await expect(page.getByText('Offline: changes will sync')).toHaveCount(0);
  await expect.poll(serverTicks).toEqual({ leeks: false, potatoes: false, cream: true, apples: true });
  await expect(tartBox).toBeChecked();
  await expect(soupBox).not.toBeChecked();
});
