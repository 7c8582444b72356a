import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemList } from '#domain/shopping-list.ts';
import { RETAILER_LANDING_URL } from '#domain/constants.ts';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { bodyOf, fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { ShoppingListPage } from './shopping-list-page.tsx';
import { householdAnswers, mainListIdentity } from '../../../test/list-fixture.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

beforeEach(() => void fakeApiRoutes(householdAnswers));

const converted = { ingredients: [{ name: 'onions', quantityList: [{ unit: 'COUNT', amount: 3 }] }] };

function listFixture(over: Partial<ItemList> = {}): ItemList {
  return {
    id: 7,
    ...mainListIdentity,
    version: 4,
    completedAt: null,
    recipes: [{ id: 1, name: 'tomato soup', img: '/images/cuisines/soup.svg', servings: 4, recipeServings: 4 }],
    items: [
      {
        id: 11,
        name: 'onions',
        amounts: [{ qty: 3, unit: null }],
        checked: false,
        category: 'produce',
        sources: [
          { recipeId: 1, text: '2 onions, diced' },
          { recipeId: null, text: '1 onion' },
        ],
      },
      {
        id: 12,
        name: 'milk',
        amounts: [{ qty: 1.25, unit: 'cup' }],
        checked: true,
        category: 'dairy and eggs',
        sources: [{ recipeId: 1, text: '1 1/4 cups milk' }],
      },
      {
        id: 13,
        name: 'paper towels',
        amounts: [],
        checked: false,
        category: 'household',
        sources: [{ recipeId: null, text: 'paper towels' }],
      },
    ],
    members: [{ username: 'cook' }],
    ...over,
  };
}

/** A fake list server: PATCH of an item ticks it unless `refuse` is set. */
function server({ refuse = false } = {}) {
  let list = listFixture();
  const log = fakeApiRoutes((url, init) => {
    if (url.pathname === '/api/lists/current' && init.method === 'GET') return json(200, list);
    if (url.pathname === '/api/amazon/convertshoppinglist') return json(200, converted);
    const item = /^\/api\/lists\/current\/items\/(\d+)$/.exec(url.pathname);
    if (item && init.method === 'PATCH') {
      if (refuse) return json(404, { error: 'Item not found', code: 'LIST_ITEM_NOT_FOUND' });
      const { checked } = bodyOf(init) as { checked: boolean };
      list = {
        ...list,
        version: list.version + 1,
        items: list.items.map((i) => (i.id === Number(item[1]) ? { ...i, checked } : i)),
      };
      return json(200, list);
    }
    if (url.pathname === '/api/lists/current/items' && init.method === 'POST') {
      list = {
        ...list,
        version: list.version + 1,
        items: [
          ...list.items,
          {
            id: 14,
            name: 'chicken thighs',
            amounts: [{ qty: 2, unit: 'pound' }],
            checked: false,
            category: 'meat and fish',
            sources: [{ recipeId: null, text: '2 lb chicken thighs' }],
          },
        ],
      };
      return json(200, list);
    }
    if (url.pathname === '/api/lists/current/recipes/1' && init.method === 'PATCH') {
      list = { ...list, version: list.version + 1, recipes: [{ ...list.recipes[0], servings: 5 }] };
      return json(200, list);
    }
    return undefined;
  });
  return log;
}

const open = () => renderPage(<ShoppingListPage />, { url: '/user/shoppingList', path: '/user/shoppingList' });

describe('ShoppingListPage', () => {
  it('shows its heading while the list loads, and the list under it once it comes', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApiRoutes(async (url, init) => {
      if (url.pathname !== '/api/lists/current' || init.method !== 'GET') return undefined;
      await answered;
      return json(200, listFixture());
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Main Shopping List' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your list…');
    expect(screen.queryByRole('region', { name: 'Produce' })).toBeNull();
    answer();
    expect(await screen.findByRole('region', { name: 'Produce' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('Loading your list…')).toBeNull();
  });

  it('shows items by store section with readable amounts and where they came from', async () => {
    server();
    open();
    const produce = await screen.findByRole('region', { name: 'Produce' });
    expect(within(produce).getByText('3 onions')).toBeTruthy();
    expect(within(produce).getByText('Tomato Soup, added by hand')).toBeTruthy();
    const dairy = screen.getByRole('region', { name: 'Dairy And Eggs' });
    expect((within(dairy).getByRole('checkbox', { name: '1¼ cups milk' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Household' })).getByText('paper towels')).toBeTruthy();
    // Sections in the order of a shop.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Produce',
      'Dairy And Eggs',
      'Household',
      'Recipes',
      'Sharing',
      'Settings',
    ]);
  });

  it('speaks German: the heading, the counts in plural, store sections by key, the buttons; food as written', async () => {
    await activateLanguage('de');
    server();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Einkaufsliste' })).toBeTruthy();
    const produce = await screen.findByRole('region', { name: 'Obst und Gemüse' });
    expect(within(produce).getByText('Tomato Soup, von Hand hinzugefügt')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Milchprodukte und Eier' })).toBeTruthy();
    expect(screen.getByText('1 Rezept · 1 von 3 Artikeln abgehakt')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rezepte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als erledigt markieren!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Alles von Tomato Soup abhaken' })).toBeTruthy();
    expect(screen.getByText('4 Portionen')).toBeTruthy();
  });

  it('ticks at once and sends the tick with an Idempotency-Key', async () => {
    const log = server();
    const user = userEvent.setup();
    open();
    const box = (await screen.findByRole('checkbox', { name: '3 onions' })) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(screen.getByText(/1 recipe · 2 of 3 items ticked/)).toBeTruthy());
    const patch = log.mock.calls.find(([, init]) => init.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/lists/current/items/11');
    expect(bodyOf(patch[1])).toEqual({ checked: true });
    expect(patch[1].headers['idempotency-key']).toMatch(/.{8,}/);
  });

  it('rolls a refused tick back and shows the error with a retry that sends the same key', async () => {
    const log = server({ refuse: true });
    const user = userEvent.setup();
    open();
    const box = (await screen.findByRole('checkbox', { name: '3 onions' })) as HTMLInputElement;
    await user.click(box);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ticking the item failed');
    expect(box.checked).toBe(false);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(log.mock.calls.filter(([, i]) => i.method === 'PATCH')).toHaveLength(2));
    const [first, second] = log.mock.calls.filter(([, i]) => i.method === 'PATCH');
    expect(second[1].headers['idempotency-key']).toBe(first[1].headers['idempotency-key']);
  });

  it('sends a typed amount with a decimal comma as typed: the server reads "1,5 kg" (api/languages.md)', async () => {
    const log = server();
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Add an item' }), '1,5 kg potatoes');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(log.mock.calls.some(([path]) => path === '/api/lists/current/items')).toBe(true));
    const post = log.mock.calls.find(([path]) => path === '/api/lists/current/items')!;
    expect(bodyOf(post[1])).toEqual(expect.objectContaining({ text: '1,5 kg potatoes' }));
    expect(await screen.findByText('2 pounds chicken thighs')).toBeTruthy();
  });

  it('adds a typed item and steps a recipe’s servings', async () => {
    const log = server();
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Add an item' }), '2 lb chicken thighs');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('2 pounds chicken thighs')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Add an item' }) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'More servings of Tomato Soup' }));
    expect(await screen.findByText('5 servings')).toBeTruthy();
    const servings = log.mock.calls.find(([path]) => path === '/api/lists/current/recipes/1')!;
    expect(bodyOf(servings[1])).toEqual({ servings: 5 });
  });

  it("shows each item on one row with a short mark of its recipes' numbers, the full names for screen readers", async () => {
    server();
    open();
    const produce = await screen.findByRole('region', { name: 'Produce' });
    const onions = within(produce).getByRole('checkbox', { name: '3 onions' }).closest('li')!;
    const marks = onions.querySelector('.list-items__marks')!;
    expect(marks.getAttribute('aria-hidden')).toBe('true');
    expect([...marks.children].map((m) => m.textContent)).toEqual(['1', '✎']);
    expect(onions.querySelector('.list-items__sources')!.getAttribute('title')).toBe('Tomato Soup, added by hand');
    // The recipe card carries the same number.
    const card = screen.getByRole('link', { name: 'Tomato Soup' }).closest('li')!;
    expect(card.querySelector('.source-mark')!.textContent).toBe('1');
  });

  it("a recipe's checkbox ticks every item it brought, one item tick each, and shows ticked when all are", async () => {
    const log = server();
    const user = userEvent.setup();
    open();
    const recipe = (await screen.findByRole('checkbox', { name: 'Tick all of Tomato Soup' })) as HTMLInputElement;
    // Milk is ticked, onions are not: partly ticked.
    expect(recipe.checked).toBe(false);
    expect(recipe.indeterminate).toBe(true);
    await user.click(recipe);
    expect((screen.getByRole('checkbox', { name: '3 onions' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByText(/1 recipe · 2 of 3 items ticked/)).toBeTruthy());
    expect(recipe.checked).toBe(true);
    expect(recipe.indeterminate).toBe(false);
    // Only the item that was not ticked yet is sent; the typed paper towels are not the recipe's.
    const patches = () => log.mock.calls.filter(([, init]) => init.method === 'PATCH');
    expect(patches().map(([path, init]) => [path, bodyOf(init)])).toEqual([
      ['/api/lists/current/items/11', { checked: true }],
    ]);
    expect((screen.getByRole('checkbox', { name: 'paper towels' }) as HTMLInputElement).checked).toBe(false);

    // Unticking the recipe unticks both of its items, each with its own key.
    await user.click(recipe);
    await waitFor(() => expect(screen.getByText(/1 recipe · 0 of 3 items ticked/)).toBeTruthy());
    expect(recipe.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: '1¼ cups milk' }) as HTMLInputElement).checked).toBe(false);
    const untick = patches().slice(1);
    expect(untick.map(([path, init]) => [path, bodyOf(init)])).toEqual([
      ['/api/lists/current/items/11', { checked: false }],
      ['/api/lists/current/items/12', { checked: false }],
    ]);
    const keys = patches().map(([, init]) => init.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
  });

  it('a recipe tick refused half-way shows the list as the server has it, and Retry sends the same keys', async () => {
    let list = listFixture({ items: listFixture().items.map((i) => ({ ...i, checked: false })) });
    let busy = true;
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/lists/current' && init.method === 'GET') return json(200, list);
      if (url.pathname === '/api/amazon/convertshoppinglist') return json(200, converted);
      const item = /^\/api\/lists\/current\/items\/(\d+)$/.exec(url.pathname);
      if (!item || init.method !== 'PATCH') return undefined;
      if (item[1] === '12' && busy) return json(503, { error: 'Database unavailable', code: 'UNAVAILABLE' });
      const { checked } = bodyOf(init) as { checked: boolean };
      list = {
        ...list,
        version: list.version + 1,
        items: list.items.map((i) => (i.id === Number(item[1]) ? { ...i, checked } : i)),
      };
      return json(200, list);
    });
    const user = userEvent.setup();
    open();
    const recipe = (await screen.findByRole('checkbox', { name: 'Tick all of Tomato Soup' })) as HTMLInputElement;
    await user.click(recipe);
    const alert = (await screen.findByText(/Ticking the recipe failed/)).closest<HTMLElement>('[role=alert]')!;
    // Onions were ticked on the server, milk was not.
    expect((screen.getByRole('checkbox', { name: '3 onions' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '1¼ cups milk' }) as HTMLInputElement).checked).toBe(false);
    expect(recipe.checked).toBe(false);

    busy = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(recipe.checked).toBe(true));
    const patches = log.mock.calls.filter(([, init]) => init.method === 'PATCH');
    expect(patches.map(([path]) => path)).toEqual([
      '/api/lists/current/items/11',
      '/api/lists/current/items/12',
      '/api/lists/current/items/11',
      '/api/lists/current/items/12',
    ]);
    const keys = patches.map(([, init]) => init.headers['idempotency-key']);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).toBe(keys[1]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('orders the unticked merged items on the retailer by the list id', async () => {
    const log = server();
    open();
    const button = await screen.findByRole('button', { name: /Order On Amazon/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe(RETAILER_LANDING_URL);
    expect((form.querySelector('input[name=ingredients]') as HTMLInputElement).value).toBe(JSON.stringify(converted));
    const call = log.mock.calls.find(([path]) => path === '/api/amazon/convertshoppinglist')!;
    expect(bodyOf(call[1])).toEqual({ listId: 7 });
  });

  it('shows a list that cannot load with a retry', async () => {
    fakeApiRoutes((url) =>
      url.pathname === '/api/lists/current'
        ? json(503, { error: 'Database unavailable', code: 'UNAVAILABLE' })
        : undefined,
    );
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your list');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
