// Several lists in a real browser: "New list" makes a second list and shows it, "Move to…" moves an item
// there (read back through the API: it left the first list and is on the second), and a store card on the
// map makes a list bound to its store, then opens it. At 360 px, axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createRecipe } from './support/recipes.ts';
import { authHeader, createUserViaApi, signInAs } from './support/session.ts';

const phone = { width: 360, height: 740 };
// No browser location: the map starts in San Diego, whose stores the fake maps service lists.
test.use({ permissions: [] });
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

interface ListAnswer {
  listId: number;
  name: string;
  store: { placeId: string; name: string } | null;
  items: { name: string }[];
}
interface ListsAnswer {
  rows: ListAnswer[];
}

test('a second list: New list, then Move to… takes an item there, as the API says', async ({ page }) => {
  const cook = await createUserViaApi(page.request, 'lists');
  const token = await signInAs(page, cook.username, cook.password);
  const headers = authHeader(token);
  const typed = await page.request.post('/api/lists/current/items', { headers, data: { text: '3 onions' } });
  expect(typed.ok()).toBe(true);
  await page.request.post('/api/lists/current/items', { headers, data: { text: 'paper towels' } });

  await page.setViewportSize(phone);
  await page.goto('/user/shoppingList');
  await expect(page.getByRole('heading', { level: 1, name: 'Main Shopping List' })).toBeVisible();
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Weekend market');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend market' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]list=\d+/);
  const weekendId = Number(new URL(page.url()).searchParams.get('list'));

  await page.getByRole('combobox', { name: 'List' }).selectOption({ label: 'Main Shopping List' });
  const onions = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: '3 onions' }) });
  await expect(onions).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);
  await onions.getByRole('button', { name: 'Move to…' }).click();
  const move = page.getByRole('dialog', { name: 'Move 3 onions to…' });
  await expectAccessible(page);
  await move.getByRole('button', { name: 'Weekend market' }).click();
  await expect(page.getByRole('checkbox', { name: '3 onions' })).toHaveCount(0);

  const first = (await (await page.request.get('/api/lists/current', { headers })).json()) as ListAnswer;
  expect(first.items.map((i) => i.name)).toEqual(['paper towels']);
  const second = (await (await page.request.get(`/api/lists/${weekendId}`, { headers })).json()) as ListAnswer;
  expect(second.name).toBe('Weekend market');
  expect(second.items.map((i) => i.name)).toEqual(['onions']);

  // The second list shows it, also after a reload (the URL keeps the list).
  await page.getByRole('combobox', { name: 'List' }).selectOption({ label: 'Weekend market' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend market' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '3 onions' })).toBeVisible();
  await expectAccessible(page);
});

test('a store card makes a list for its store, then opens it', async ({ page }) => {
  const cook = await createUserViaApi(page.request, 'storelist');
  const token = await signInAs(page, cook.username, cook.password);
  await page.setViewportSize(phone);
  // No browser location: the map starts in San Diego, whose stores the fake maps service lists.
  await page.goto('/map');
  const card = page.locator('.store-card').filter({ has: page.getByRole('heading', { name: 'Harbor Fresh Market' }) });
  await card.getByRole('button', { name: 'Make a list for this store' }).click();
  const open = card.getByRole('link', { name: 'Open list' });
  await expect(open).toBeVisible();
  await expect(page.locator('.store-card').getByRole('link', { name: 'Open list' })).toHaveCount(1);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page, '.store-results');

  const lists = (await (await page.request.get('/api/lists', { headers: authHeader(token) })).json()) as ListsAnswer;
  const bound = lists.rows.find((row) => row.store !== null)!;
  expect(bound.name).toBe('Harbor Fresh Market');
  expect(bound.store?.placeId).toMatch(/^osm:(node|way|relation)\/\d+$/);

  await open.click();
  await expect(page).toHaveURL(new RegExp(`/user/shoppingList\\?list=${bound.listId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Fresh Market' })).toBeVisible();
  await expectAccessible(page);

  // Back on the map, the card knows its list.
  await page.goto('/map');
  await expect(card.getByRole('link', { name: 'Open list' })).toBeVisible();
});

test('Add to pantry puts a ticked item in the pantry with its date; the setting is the household’s', async ({
  page,
}) => {
  const cook = await createUserViaApi(page.request, 'topantry');
  const token = await signInAs(page, cook.username, cook.password);
  const headers = authHeader(token);
  await page.request.post('/api/lists/current/items', { headers, data: { text: '2 cups rice' } });

  await page.setViewportSize(phone);
  await page.goto('/user/shoppingList');
  const rice = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: '2 cups rice' }) });
  await rice.getByRole('checkbox', { name: '2 cups rice' }).check();
  await rice.getByRole('button', { name: 'Add to pantry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add 2 cups rice to the pantry' });
  await dialog.getByLabel('Best before').fill('2031-05-01');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(rice.getByText('In pantry')).toBeVisible();
  await expect(rice.getByRole('button', { name: 'Add to pantry' })).toHaveCount(0);

  const pantry = (await (await page.request.get('/api/pantry', { headers })).json()) as {
    rows: { name: string; bestBefore: string | null }[];
  };
  expect(pantry.rows.map(({ name, bestBefore }) => ({ name, bestBefore }))).toEqual([
    { name: 'rice', bestBefore: '2031-05-01' },
  ]);

  const setting = page.getByRole('checkbox', { name: 'Ticked items go to the pantry' });
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(setting).toBeChecked();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/household/settings', { headers })).json()) as {
            tickedToPantry: boolean;
          }
        ).tickedToPantry,
    )
    .toBe(true);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);
});

test('a recipe added to the list puts on it only what the pantry lacks, and says so', async ({ page }) => {
  const porridge = await createRecipe(page.request, 'Pantry Porridge', [{ text: '3 cups milk' }]);
  const cook = await createUserViaApi(page.request, 'shortfall');
  const token = await signInAs(page, cook.username, cook.password);
  const headers = authHeader(token);
  expect((await page.request.post('/api/pantry', { headers, data: { text: '1 cup milk' } })).status()).toBe(201);
  await page.request.post('/api/lists/current/recipes', { headers, data: { recipes: [{ id: porridge }] } });

  await page.setViewportSize(phone);
  await page.goto('/user/shoppingList');
  const milk = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: '2 cups milk' }) });
  await expect(milk.getByText('2 cups of 3 cups needed (1 cup in pantry)')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);
});
