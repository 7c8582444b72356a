import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemList } from '#domain/shopping-list.ts';
import { bodyOf, fakeApiRoutes, json, type SeenRequest } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { initialState } from '../../user/index.ts';
import { memoryStore, setOfflineStoreForTests, type OfflineStore } from '../offline/offline-store.ts';
import { ShoppingListPage } from './shopping-list-page.tsx';
import { householdAnswers, mainListIdentity } from '../../../test/list-fixture.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const item = (id: number, name: string, checked = false) => ({
  id,
  name,
  amounts: [],
  checked,
  category: 'household',
  sources: [{ recipeId: null, text: name }],
});

const listOf = (over: Partial<ItemList> = {}): ItemList => ({
  id: 7,
  ...mainListIdentity,
  version: 3,
  completedAt: null,
  recipes: [],
  items: [item(11, 'paper towels'), item(12, 'dish soap'), item(13, 'sponges')],
  members: [{ username: 'homecook' }],
  ...over,
});

const signedIn = { user: { ...initialState, isLogged: true, token: 't', info: { name: 'homecook', isAdmin: false } } };
const open = (url = '/user/shoppingList') =>
  renderPage(<ShoppingListPage />, { url, path: '/user/shoppingList', preloadedState: signedIn });

let online = true;
let store: OfflineStore;
beforeEach(() => {
  fakeApiRoutes(householdAnswers);
  localStorage.setItem('token', 't');
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  store = memoryStore();
  setOfflineStoreForTests(store);
});
afterEach(() => vi.restoreAllMocks());

/** The list after a PATCH of one item's tick, as the server answers it; undefined for any other request. */
function withTick(list: ItemList, url: URL, init: SeenRequest): ItemList | undefined {
  const tick = /^\/api\/lists\/current\/items\/(\d+)$/.exec(url.pathname);
  if (!tick || init.method !== 'PATCH') return undefined;
  const { checked } = bodyOf(init) as { checked: boolean };
  return {
    ...list,
    version: list.version + 1,
    items: list.items.map((i) => (i.id === Number(tick[1]) ? { ...i, checked } : i)),
  };
}

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('the list in the shop, with no network', () => {
  it('shows the last list kept, queues ticks and typed items, and sends them in order once, when back online', async () => {
    await store.saveList('homecook', listOf());
    online = false;
    let list = listOf();
    const log = fakeApiRoutes((url, init) => {
      if (!online) return { network: true };
      if (url.pathname === '/api/lists/current' && init.method === 'GET') return json(200, list);
      const ticked = withTick(list, url, init);
      if (ticked) return json(200, (list = ticked));
      if (url.pathname === '/api/lists/current/items' && init.method === 'POST') {
        const { text } = bodyOf(init) as { text: string };
        list = { ...list, version: list.version + 1, items: [...list.items, item(20 + list.version, text)] };
        return json(200, list);
      }
      return undefined;
    });
    const user = userEvent.setup();
    open();

    expect(await screen.findByText('Offline: changes will sync')).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: 'paper towels' }));
    await user.click(screen.getByRole('checkbox', { name: 'sponges' }));
    await user.type(screen.getByLabelText('Add an item'), 'bin bags');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((screen.getByRole('checkbox', { name: 'paper towels' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Waiting to be added: bin bags')).toBeTruthy();
    expect((await store.getQueue('homecook')).map((c) => c.kind)).toEqual(['tick', 'tick', 'add']);

    goOnline(true);
    await expect.poll(async () => (await store.getQueue('homecook')).length).toBe(0);
    // Nothing was sent while offline, and each change exactly once after.
    const ok = log.mock.calls.filter(([url, init]) => init.method !== 'GET' && url.startsWith('/api/lists'));
    expect(ok.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'PATCH /api/lists/current/items/11',
      'PATCH /api/lists/current/items/13',
      'POST /api/lists/current/items',
    ]);
    const keys = ok.map(([, init]) => init.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
    expect(list.items.filter((i) => i.checked).map((i) => i.name)).toEqual(['paper towels', 'sponges']);
    expect(list.items.map((i) => i.name)).toContain('bin bags');
    expect(screen.queryByText('Offline: changes will sync')).toBeNull();
  });

  it('counts a list read that reaches no server as offline, though the browser says online, and tries again', async () => {
    await store.saveList('homecook', listOf());
    online = true;
    let reachable = false;
    fakeApiRoutes((url, init) => {
      if (!reachable) return { network: true };
      if (url.pathname === '/api/lists/current' && init.method === 'GET') return json(200, listOf());
      return undefined;
    });
    open();

    expect(await screen.findByText('Offline: changes will sync')).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'paper towels' })).toBeTruthy();
    reachable = true;
    await waitFor(() => expect(screen.queryByText('Offline: changes will sync')).toBeNull(), { timeout: 8000 });
  }, 15_000);

  it('keeps each list apart: a change queued on a second list is sent to that list, an older one to the default', async () => {
    const second = listOf({ id: 8, listId: 5, name: 'Hardware', isDefault: false, items: [item(31, 'nails')] });
    await store.saveList('homecook:5', second);
    // Queued on the default list before there were several lists: it names no list.
    await store.enqueue('homecook', { key: 'older-key', kind: 'tick', itemId: 11, checked: true });
    online = false;
    const log = fakeApiRoutes((url, init) => {
      if (!online) return { network: true };
      if (url.pathname === '/api/lists/5' && init.method === 'GET') return json(200, second);
      const tick = /^\/api\/lists\/(current|5)\/items\/(\d+)$/.exec(url.pathname);
      if (tick && init.method === 'PATCH') return json(200, tick[1] === '5' ? second : listOf());
      return undefined;
    });
    const user = userEvent.setup();
    open('/user/shoppingList?list=5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hardware' })).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: 'nails' }));
    expect((await store.getQueue('homecook')).map((c) => [c.list, c.kind])).toEqual([
      [undefined, 'tick'],
      [5, 'tick'],
    ]);
    expect((screen.getByRole('checkbox', { name: 'nails' }) as HTMLInputElement).checked).toBe(true);

    goOnline(true);
    await expect.poll(async () => (await store.getQueue('homecook')).length).toBe(0);
    const sent = log.mock.calls.filter(([, init]) => init.method === 'PATCH');
    expect(sent.map(([url, init]) => [url, init.headers['idempotency-key']])).toEqual([
      ['/api/lists/current/items/11', 'older-key'],
      ['/api/lists/5/items/31', expect.any(String)],
    ]);
  });

  it("queues a recipe's tick as one tick per item it brought, and sends them once back online", async () => {
    const fromSoup = (id: number, name: string, checked = false) => ({
      ...item(id, name, checked),
      sources: [{ recipeId: 5, text: name }],
    });
    let list = listOf({
      recipes: [{ id: 5, name: 'leek soup', img: null, servings: 2, recipeServings: 2 }],
      items: [fromSoup(11, 'leeks'), fromSoup(12, 'stock', true), fromSoup(13, 'cream'), item(14, 'sponges')],
    });
    await store.saveList('homecook', list);
    online = false;
    const log = fakeApiRoutes((url, init) => {
      if (!online) return { network: true };
      if (url.pathname === '/api/lists/current' && init.method === 'GET') return json(200, list);
      const ticked = withTick(list, url, init);
      if (ticked) return json(200, (list = ticked));
      return undefined;
    });
    const user = userEvent.setup();
    open();
    const recipe = (await screen.findByRole('checkbox', { name: 'Tick all of Leek Soup' })) as HTMLInputElement;
    expect(recipe.indeterminate).toBe(true);
    await user.click(recipe);
    expect(recipe.checked).toBe(true);
    for (const name of ['leeks', 'stock', 'cream'])
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'sponges' }) as HTMLInputElement).checked).toBe(false);
    await expect.poll(async () => (await store.getQueue('homecook')).length).toBe(2);

    goOnline(true);
    await expect.poll(async () => (await store.getQueue('homecook')).length).toBe(0);
    const sent = log.mock.calls.filter(([, init]) => init.method === 'PATCH');
    expect(sent.map(([url, init]) => [url, bodyOf(init)])).toEqual([
      ['/api/lists/current/items/11', { checked: true }],
      ['/api/lists/current/items/13', { checked: true }],
    ]);
    expect(list.items.filter((i) => i.checked).map((i) => i.name)).toEqual(['leeks', 'stock', 'cream']);
  });

  it('keeps queued changes through a reload while offline', async () => {
    await store.saveList('homecook', listOf());
    online = false;
    fakeApiRoutes(() => ({ network: true }));
    const user = userEvent.setup();
    const first = open();
    await user.click(await screen.findByRole('checkbox', { name: 'dish soap' }));
    await expect.poll(async () => (await store.getQueue('homecook')).length).toBe(1);
    first.unmount();

    open();
    expect(((await screen.findByRole('checkbox', { name: 'dish soap' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Offline: changes will sync')).toBeTruthy();
  });
});

describe('sharing the list', () => {
  it('the owner gets a code and a link; a code in the link fills "Join a list"', async () => {
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/lists/current' && init.method === 'GET') return json(200, listOf());
      if (url.pathname === '/api/lists/current/invite')
        return json(200, { code: 'abcDEF123_-abcDEF123_-', expiresAt: '2026-11-26T12:00:00.000Z' });
      if (url.pathname === '/api/lists/join')
        return json(200, listOf({ members: [{ username: 'owner1' }, { username: 'homecook' }] }));
      return undefined;
    });
    const user = userEvent.setup();
    open('/user/shoppingList?join=the-code');
    await user.click(await screen.findByRole('button', { name: 'Share list' }));
    expect(((await screen.findByLabelText('Invite code')) as HTMLInputElement).value).toBe('abcDEF123_-abcDEF123_-');
    expect((screen.getByLabelText('Invite link') as HTMLInputElement).value).toMatch(
      /\/user\/shoppingList\?join=abcDEF123_-abcDEF123_-$/,
    );

    expect((screen.getByLabelText('Code to join a list') as HTMLInputElement).value).toBe('the-code');
    await user.click(screen.getByRole('button', { name: 'Join a list' }));
    expect(await screen.findByText('You now share this list.')).toBeTruthy();
    const join = log.mock.calls.find(([url]) => url === '/api/lists/join');
    expect(bodyOf(join![1])).toEqual({ code: 'the-code' });
    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share list' })).toBeNull();
  });
});
