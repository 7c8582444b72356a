import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListSummary } from '#domain/household-lists.ts';
import type { ItemList, ListItem } from '#domain/shopping-list.ts';
import { bodyOf, fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { mainListIdentity } from '../../../test/list-fixture.ts';
import { renderPage } from '../../../test/render.tsx';
import { ShoppingListPage } from './shopping-list-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const item = (id: number, name: string, over: Partial<ListItem> = {}): ListItem => ({
  id,
  name,
  amounts: [{ qty: 1, unit: 'cup' }],
  checked: false,
  category: 'dairy and eggs',
  sources: [{ recipeId: null, text: name }],
  pantry: null,
  ...over,
});

const main = (): ItemList => ({
  id: 7,
  ...mainListIdentity,
  version: 4,
  completedAt: null,
  recipes: [],
  items: [item(11, 'milk'), item(12, 'cream', { checked: true })],
  members: [{ username: 'cook' }],
});

const weekend = (): ItemList => ({
  ...main(),
  id: 8,
  listId: 5,
  name: 'Weekend',
  isDefault: false,
  items: [item(21, 'butter')],
});

const summary = (list: ItemList): ListSummary => ({
  listId: list.listId,
  name: list.name,
  isDefault: list.isDefault,
  store: list.store,
  version: list.version,
  itemCount: list.items.length,
  uncheckedCount: list.items.filter((i) => !i.checked).length,
});

/** A household with its default list and "Weekend" (listId 5), keeping what the page changes. */
function household() {
  const lists = new Map<number, ItemList>([
    [1, main()],
    [5, weekend()],
  ]);
  let settings = { tickedToPantry: false };
  const byRef = (ref: string) => (ref === 'current' ? lists.get(1)! : lists.get(Number(ref)));
  const log = fakeApiRoutes((url, init) => {
    const path = url.pathname;
    if (path === '/api/lists' && init.method === 'GET') {
      const rows = [...lists.values()].map(summary);
      return json(200, { rows, count: rows.length });
    }
    if (path === '/api/lists' && init.method === 'POST') {
      const { name } = bodyOf(init) as { name: string };
      if ([...lists.values()].some((l) => l.name === name))
        return json(409, { error: 'The household already has a list of that name', code: 'CONFLICT' });
      const made = { ...weekend(), id: 9, listId: 9, name, items: [] };
      lists.set(9, made);
      return json(201, made);
    }
    if (path === '/api/household/settings') {
      if (init.method === 'PATCH') settings = bodyOf(init) as typeof settings;
      return json(200, settings);
    }
    const one = /^\/api\/lists\/(current|\d+)$/.exec(path);
    if (one && init.method === 'GET') return byRef(one[1]) ? json(200, byRef(one[1])) : undefined;
    if (one && init.method === 'PATCH') {
      const renamed = { ...byRef(one[1])!, ...(bodyOf(init) as { name: string }) };
      lists.set(renamed.listId, renamed);
      return json(200, renamed);
    }
    if (one && init.method === 'DELETE') {
      lists.delete(Number(one[1]));
      return json(204);
    }
    const tick = /^\/api\/lists\/(current|\d+)\/items\/(\d+)$/.exec(path);
    if (tick && init.method === 'PATCH') {
      const list = byRef(tick[1])!;
      const { checked } = bodyOf(init) as { checked: boolean };
      const next = {
        ...list,
        version: list.version + 1,
        items: list.items.map((i) => (i.id === Number(tick[2]) ? { ...i, checked } : i)),
      };
      lists.set(next.listId, next);
      return json(200, next);
    }
    const move = /^\/api\/lists\/(current|\d+)\/items\/(\d+)\/move$/.exec(path);
    if (move) {
      const from = byRef(move[1])!;
      const { toListId } = bodyOf(init) as { toListId: number };
      const moved = from.items.find((i) => i.id === Number(move[2]))!;
      const left = { ...from, version: from.version + 1, items: from.items.filter((i) => i !== moved) };
      const target = lists.get(toListId)!;
      const to = { ...target, version: target.version + 1, items: [...target.items, moved] };
      lists.set(left.listId, left);
      lists.set(to.listId, to);
      return json(200, { from: left, to });
    }
    const toPantry = /^\/api\/lists\/(current|\d+)\/items\/(\d+)\/to-pantry$/.exec(path);
    if (toPantry) {
      const list = byRef(toPantry[1])!;
      const { bestBefore = null } = bodyOf(init) as { bestBefore?: string };
      const next = {
        ...list,
        version: list.version + 1,
        items: list.items.map((i) => (i.id === Number(toPantry[2]) ? { ...i, checked: true, inPantry: true } : i)),
      };
      lists.set(next.listId, next);
      const pantryItem = {
        id: 3,
        name: 'cream',
        qty: 1,
        unit: 'cup',
        location: 'cupboard',
        bestBefore,
        staple: false,
        updatedAt: '2026-12-07T10:00:00.000Z',
      };
      return json(200, { list: next, pantry: [pantryItem] });
    }
    return undefined;
  });
  return { log, lists };
}

const open = (url = '/user/shoppingList') => renderPage(<ShoppingListPage />, { url, path: '/user/shoppingList' });
const calls = (log: ReturnType<typeof household>['log'], method: string) =>
  log.mock.calls.filter(([, init]) => init.method === method).map(([path]) => path);

describe('the lists page with several lists', () => {
  it('"List" switches lists: the URL keeps the choice, and reads and ticks go to the chosen list', async () => {
    const { log } = household();
    const user = userEvent.setup();
    const { router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Main Shopping List' })).toBeTruthy();
    const picker = (await screen.findByRole('combobox', { name: 'List' })) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual(['Main Shopping List', 'Weekend']);

    await user.selectOptions(picker, 'Weekend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend' })).toBeTruthy();
    expect(router.state.location.search).toBe('?list=5');
    expect(calls(log, 'GET')).toContain('/api/lists/5');
    await user.click(await screen.findByRole('checkbox', { name: '1 cup butter' }));
    await waitFor(() => expect(calls(log, 'PATCH')).toEqual(['/api/lists/5/items/21']));

    // Back to the default: no list in the URL, and its own paths.
    await user.selectOptions(picker, 'Main Shopping List');
    expect(await screen.findByRole('checkbox', { name: '1 cup milk' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('opens the list the URL names', async () => {
    const { log } = household();
    open('/user/shoppingList?list=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend' })).toBeTruthy();
    expect(calls(log, 'GET')).not.toContain('/api/lists/current');
  });

  it('"New list" makes a list by its name and shows it; a taken name says why', async () => {
    const { log } = household();
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = screen.getByRole('dialog', { name: 'New list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Weekend');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not make the list: The household already has a list of that name',
    );

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Party');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Party' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?list=9');
    const posts = log.mock.calls.filter(([path, init]) => path === '/api/lists' && init.method === 'POST');
    expect(bodyOf(posts[1][1])).toEqual({ name: 'Party' });
    await waitFor(() =>
      expect(
        [...(screen.getByRole('combobox', { name: 'List' }) as HTMLSelectElement).options].map((o) => o.text),
      ).toEqual(['Main Shopping List', 'Weekend', 'Party']),
    );
  });

  it('"Move to…" moves an item to another list: it leaves this one, and the other list has it', async () => {
    const { log, lists } = household();
    const user = userEvent.setup();
    open();
    const row = (await screen.findByRole('checkbox', { name: '1 cup milk' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 1 cup milk to…' });
    expect(within(dialog).queryByRole('button', { name: 'Main Shopping List' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Weekend' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '1 cup milk' })).toBeNull());
    const move = log.mock.calls.find(([path]) => path === '/api/lists/current/items/11/move')!;
    expect(bodyOf(move[1])).toEqual({ toListId: 5 });
    expect(move[1].headers['idempotency-key']).toMatch(/.{8,}/);
    expect(lists.get(5)!.items.map((i) => i.name)).toEqual(['butter', 'milk']);

    // The other list shows it at once, from the move's answer.
    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'Weekend');
    expect(await screen.findByRole('checkbox', { name: '1 cup milk' })).toBeTruthy();
  });

  it('"Add to pantry" on a ticked item sends its best-before date and then shows it in the pantry', async () => {
    const { log } = household();
    const user = userEvent.setup();
    open();
    const milk = (await screen.findByRole('checkbox', { name: '1 cup milk' })).closest('li')!;
    expect(within(milk).queryByRole('button', { name: 'Add to pantry' })).toBeNull();
    const cream = screen.getByRole('checkbox', { name: '1 cup cream' }).closest('li')!;
    await user.click(within(cream).getByRole('button', { name: 'Add to pantry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add 1 cup cream to the pantry' });
    await user.type(within(dialog).getByLabelText('Best before'), '2026-12-24');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(cream).findByText('In pantry')).toBeTruthy();
    expect(within(cream).queryByRole('button', { name: 'Add to pantry' })).toBeNull();
    const sent = log.mock.calls.find(([path]) => path === '/api/lists/current/items/12/to-pantry')!;
    expect(bodyOf(sent[1])).toEqual({ bestBefore: '2026-12-24' });
  });

  it('a reduced item says what is still needed and what the pantry has', async () => {
    const reduced = item(11, 'milk', {
      amounts: [{ qty: 1, unit: 'cup' }],
      pantry: { need: [{ qty: 3, unit: 'cup' }], have: [{ qty: 2, unit: 'cup' }] },
    });
    fakeApiRoutes((url, init) =>
      url.pathname === '/api/lists/current' && init.method === 'GET'
        ? json(200, { ...main(), items: [reduced] })
        : undefined,
    );
    open();
    const row = (await screen.findByRole('checkbox', { name: '1 cup milk' })).closest('li')!;
    expect(within(row).getByText('1 cup of 3 cups needed (2 cups in pantry)')).toBeTruthy();
  });

  it('"Ticked items go to the pantry" reads and saves the household setting', async () => {
    const { log } = household();
    const user = userEvent.setup();
    open();
    const box = (await screen.findByRole('checkbox', { name: 'Ticked items go to the pantry' })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    const patch = log.mock.calls.find(([path, init]) => path === '/api/household/settings' && init.method === 'PATCH')!;
    expect(bodyOf(patch[1])).toEqual({ tickedToPantry: true });
  });

  it('"Rename" and "Delete list" change the list shown; deleting it goes back to the default list', async () => {
    const { log, lists } = household();
    const user = userEvent.setup();
    const { router } = open('/user/shoppingList?list=5');
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const rename = screen.getByRole('dialog', { name: 'Rename' });
    const name = within(rename).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Hardware');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hardware' })).toBeTruthy();
    expect(lists.get(5)!.name).toBe('Hardware');

    await user.click(screen.getByRole('button', { name: 'Delete list' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Hardware?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Main Shopping List' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(log.mock.calls.some(([path, init]) => path === '/api/lists/5' && init.method === 'DELETE')).toBe(true);
    // The default list cannot be deleted: no button for it.
    expect(screen.queryByRole('button', { name: 'Delete list' })).toBeNull();
  });

  it('a refused setting goes back and says why, with a retry', async () => {
    household();
    fakeApiRoutes((url, init) =>
      url.pathname === '/api/household/settings' && init.method === 'PATCH'
        ? json(503, { error: 'Database unavailable', code: 'UNAVAILABLE' })
        : undefined,
    );
    const user = userEvent.setup();
    open();
    const box = (await screen.findByRole('checkbox', { name: 'Ticked items go to the pantry' })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    await user.click(box);
    const settings = screen.getByRole('region', { name: 'Settings' });
    const alert = await within(settings).findByRole('alert');
    expect(alert.textContent).toContain('Saving the setting failed:');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(box.checked).toBe(false);
  });
});
