import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, authHeader, createUserViaApi, signInAs } from './support/session.ts';

interface Item {
  id: number;
  name: string;
  checked: boolean;
}
interface List {
  id: number;
  version: number;
  items: Item[];
  members: { username: string }[];
}

const FOODS = ['apples', 'bananas', 'carrots', 'butter', 'rice', 'lentils', 'oats', 'honey', 'garlic', 'lemons'];

async function currentList(request: APIRequestContext, token: string): Promise<List> {
  const res = await request.get('/api/lists/current', { headers: authHeader(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as List;
}

async function addTyped(request: APIRequestContext, token: string, text: string): Promise<List> {
  const res = await request.post('/api/lists/current/items', { headers: authHeader(token), data: { text } });
  expect(res.status()).toBe(200);
  return (await res.json()) as List;
}

async function openList(page: Page) {
  await page.goto('/user/shoppingList');
  await expect(page.getByRole('heading', { level: 1, name: 'Main Shopping List' })).toBeVisible();
}

test('two pages of one user: a tick on one shows on the other without a reload', async ({ context }) => {
  const request = context.request;
  const user = await createUserViaApi(request, 'live');
  const first = await context.newPage();
  const token = await signInAs(first, user.username, user.password);
  await addTyped(request, token, 'paper towels');
  const second = await context.newPage();
  await openList(first);
  await openList(second);
  const towelsThere = second.getByRole('checkbox', { name: 'paper towels' });
  await expect(towelsThere).not.toBeChecked();

  const started = Date.now();
  await first.getByRole('checkbox', { name: 'paper towels' }).check();
  await expect(towelsThere).toBeChecked();
  test
    .info()
    .annotations.push({ type: 'tick reached the other page after (ms)', description: String(Date.now() - started) });
  expect((await currentList(request, token)).items[0].checked).toBe(true);
});

test('a member who joined by invite sees the owner’s typed item; a non-member gets 404', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const owner = await createUserViaApi(ownerContext.request, 'owner');
  const member = await createUserViaApi(memberContext.request, 'member');
  const ownerPage = await ownerContext.newPage();
  const memberPage = await memberContext.newPage();
  const ownerToken = await signInAs(ownerPage, owner.username, owner.password);
  await signInAs(memberPage, member.username, member.password);

  await openList(ownerPage);
  await ownerPage.getByRole('button', { name: 'Share list' }).click();
  const link = await ownerPage.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/user\/shoppingList\?join=/);

  await memberPage.goto(link);
  await memberPage.getByRole('button', { name: 'Join a list' }).click();
  await expect(memberPage.getByText('You now share this list.')).toBeVisible();
  await expect(ownerPage.getByText(`${member.username}`, { exact: false }).first()).toBeVisible();

  await ownerPage.getByLabel('Add an item').fill('2 lb chicken thighs');
  await ownerPage.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(memberPage.getByRole('checkbox', { name: /chicken thighs/ })).toBeVisible();

  // Someone outside the household: their own list, and 404 for the owner's item.
  const stranger = await createUserViaApi(ownerContext.request, 'stranger');
  const strangerToken = await apiLogin(ownerContext.request, stranger.username, stranger.password);
  const item = (await currentList(ownerContext.request, ownerToken)).items[0];
  const refused = await ownerContext.request.patch(`/api/lists/current/items/${item.id}`, {
    headers: authHeader(strangerToken),
    data: { checked: true },
  });
  expect(refused.status()).toBe(404);
  expect((await currentList(ownerContext.request, strangerToken)).items).toEqual([]);
  expect((await currentList(ownerContext.request, ownerToken)).items[0].checked).toBe(false);
  await ownerContext.close();
  await memberContext.close();
});

test('offline in the shop: reload from cache, 10 ticks and 2 typed items, then exactly those reach the server', async ({
  context,
  page,
}) => {
  const user = await createUserViaApi(context.request, 'shop');
  const token = await signInAs(page, user.username, user.password);
  let list: List | undefined;
  for (const food of FOODS) list = await addTyped(context.request, token, food);
  const before = list!;
  expect(before.items).toHaveLength(10);

  await openList(page);
  await expect(page.getByRole('checkbox', { name: 'lemons' })).toBeVisible();
  // The service worker has the app shell once it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  // The page links the app's manifest once loaded, as it registers the worker (installable).
  const manifestName = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return href ? ((await (await fetch(href)).json()) as { name: string }).name : null;
  });
  expect(manifestName).toBe('Hello Kitchen');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline: changes will sync')).toBeVisible();
  for (const food of FOODS) await page.getByRole('checkbox', { name: food }).check();
  for (const text of ['paper towels', 'dish soap']) {
    await page.getByLabel('Add an item').fill(text);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(new RegExp(`Waiting to be added: .*${text}`))).toBeVisible();
  }
  // A reload while offline keeps everything queued.
  await page.reload();
  await expect(page.getByText('Waiting to be added: paper towels, dish soap')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'apples' })).toBeChecked();

  await context.setOffline(false);
  await expect(page.getByText('Offline: changes will sync')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'dish soap' })).toBeVisible();

  const after = await currentList(context.request, token);
  expect(after.items.filter((i) => FOODS.includes(i.name)).every((i) => i.checked)).toBe(true);
  expect(after.items.map((i) => i.name).sort()).toEqual([...FOODS, 'paper towels', 'dish soap'].sort());
  expect(after.version).toBe(before.version + 12);
});
