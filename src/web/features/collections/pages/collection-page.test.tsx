import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Collection, CollectionRecipe } from '#domain/collection.ts';
import { bodyOf, fakeApiRoutes, json, type RequestLog } from '../../../test/fake-server.ts';
import { element, landing, renderRoutes } from '../../../test/render.tsx';
import { collectionFixture, collectionRecipe } from '../collection-fixtures.test-support.ts';
import { CollectionPage } from './collection-page.tsx';

const calls = (log: RequestLog, method: string) => log.mock.calls.filter(([, init]) => init.method === method);

/** A fake of one manual collection (id 4) holding `rows`, which PUT and DELETE change as the server would. */
function fakeCollection(start: CollectionRecipe[], over: Partial<Collection> = {}) {
  let rows = start;
  let collection = collectionFixture(4, { name: 'Sunday dinners', recipeCount: rows.length, ...over });
  const log = fakeApiRoutes((url, init) => {
    const path = url.pathname;
    if (path === '/api/collections/4' && init.method === 'GET') return json(200, collection);
    if (path === '/api/collections/4' && init.method === 'PATCH') {
      collection = { ...collection, ...(bodyOf(init) as Partial<Collection>) };
      return json(200, collection);
    }
    if (path === '/api/collections/4' && init.method === 'DELETE') return json(204);
    if (path === '/api/collections/4/recipes') return json(200, { rows, count: rows.length });
    if (path === '/api/collections/4/entries' && init.method === 'PUT') {
      const { entries } = bodyOf(init) as { entries: { recipeId: number; section: string | null }[] };
      rows = entries.map((e) => ({ ...rows.find((r) => r.id === e.recipeId)!, section: e.section }));
      return json(200, collection);
    }
    const removed = /^\/api\/collections\/4\/entries\/(\d+)$/.exec(path);
    if (removed && init.method === 'DELETE') {
      rows = rows.filter((r) => r.id !== Number(removed[1]));
      return json(200, collection);
    }
    return undefined;
  });
  return log;
}

function renderCollection() {
  localStorage.setItem('token', 't');
  return renderRoutes([element('/user/collections/:collectionId', <CollectionPage />), landing('/user/collections')], {
    path: '/user/collections/4',
    toasts: false,
  });
}

const names = () => screen.getAllByRole('link', { name: /^(Chili|Soup|Salad|Cake)$/ }).map((a) => a.textContent);

describe('A manual collection', () => {
  const start = [
    collectionRecipe(1, 'chili', 'Mains'),
    collectionRecipe(2, 'soup', 'Mains'),
    collectionRecipe(3, 'cake', 'Desserts'),
  ];

  it('shows its recipes under their section headings, with Share and Print', async () => {
    fakeCollection(start);
    renderCollection();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday dinners' })).toBeTruthy();
    const mains = await screen.findByRole('heading', { level: 2, name: 'Mains' });
    expect(screen.getByRole('heading', { level: 2, name: 'Desserts' })).toBeTruthy();
    expect(names()).toEqual(['Chili', 'Soup', 'Cake']);
    expect(mains.nextElementSibling?.textContent).toContain('Chili');
    expect(screen.getByRole('link', { name: 'Chili' }).getAttribute('href')).toBe('/user/recipes/1');
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe('/user/collections/4/print?print=1');
    expect(screen.queryByLabelText('Sort')).toBeNull();
  });

  it('moves a recipe with "Move up <name>" and saves the whole order', async () => {
    const log = fakeCollection(start);
    const user = userEvent.setup();
    renderCollection();
    await user.click(await screen.findByRole('button', { name: 'Move up Soup' }));
    expect(names()).toEqual(['Soup', 'Chili', 'Cake']);
    await vi.waitFor(() => expect(calls(log, 'PUT')).toHaveLength(1));
    expect(bodyOf(calls(log, 'PUT')[0][1])).toEqual({
      entries: [
        { recipeId: 2, section: 'Mains' },
        { recipeId: 1, section: 'Mains' },
        { recipeId: 3, section: 'Desserts' },
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Soup moved up');
    expect((screen.getByRole('button', { name: 'Move up Soup' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"Move down" at the end of a section carries the recipe into the next one', async () => {
    const log = fakeCollection(start);
    const user = userEvent.setup();
    renderCollection();
    await user.click(await screen.findByRole('button', { name: 'Move down Soup' }));
    await vi.waitFor(() => expect(calls(log, 'PUT')).toHaveLength(1));
    expect(bodyOf(calls(log, 'PUT')[0][1])).toEqual({
      entries: [
        { recipeId: 1, section: 'Mains' },
        { recipeId: 2, section: 'Desserts' },
        { recipeId: 3, section: 'Desserts' },
      ],
    });
    const desserts = screen.getByRole('heading', { level: 2, name: 'Desserts' });
    await vi.waitFor(() => expect(desserts.nextElementSibling?.textContent).toContain('Soup'));
  });

  it('puts the order back and shows the error text when the server refuses it', async () => {
    fakeCollection(start);
    // Installed last, so it answers the PUT before the collection's fake does.
    fakeApiRoutes((url, init) =>
      url.pathname === '/api/collections/4/entries' && init.method === 'PUT'
        ? json(404, { error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' })
        : undefined,
    );
    const user = userEvent.setup();
    renderCollection();
    await user.click(await screen.findByRole('button', { name: 'Move up Soup' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Recipe not found');
    await vi.waitFor(() => expect(names()).toEqual(['Chili', 'Soup', 'Cake']));
  });

  it('removes a recipe with "Remove <name>"', async () => {
    const log = fakeCollection(start);
    const user = userEvent.setup();
    renderCollection();
    await user.click(await screen.findByRole('button', { name: 'Remove Chili' }));
    await vi.waitFor(() => expect(names()).toEqual(['Soup', 'Cake']));
    expect(calls(log, 'DELETE').map(([url]) => url)).toEqual(['/api/collections/4/entries/1']);
  });

  it('renames the collection', async () => {
    const log = fakeCollection(start);
    const user = userEvent.setup();
    renderCollection();
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename collection' });
    expect(within(dialog).queryByLabelText('Smart collection')).toBeNull();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Weekend dinners');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend dinners' })).toBeTruthy();
    expect(bodyOf(calls(log, 'PATCH')[0][1])).toEqual({ name: 'Weekend dinners', description: null });
  });

  it('deletes the collection after asking, then goes back to the list', async () => {
    const log = fakeCollection(start);
    const user = userEvent.setup();
    const { router } = renderCollection();
    await user.click(await screen.findByRole('button', { name: 'Delete Sunday dinners' }));
    expect(calls(log, 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('landed on /user/collections')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/collections');
    expect(calls(log, 'DELETE').map(([url]) => url)).toEqual(['/api/collections/4']);
  });

  it('says so when the collection is not the user’s', async () => {
    fakeApiRoutes(() => json(404, { error: 'Not found', code: 'NOT_FOUND' }));
    renderCollection();
    expect((await screen.findByRole('alert')).textContent).toContain('Collection not found');
  });
});

describe('A smart collection', () => {
  it('pages its matches in the order chosen with "Sort", and has no reordering', async () => {
    const smart = collectionFixture(4, { name: 'Quick', kind: 'smart', filter: { cookTime: '30' }, recipeCount: 2 });
    const log = fakeApiRoutes((url) => {
      if (url.pathname === '/api/collections/4') return json(200, smart);
      if (url.pathname === '/api/collections/4/recipes') {
        const rows = [collectionRecipe(1, 'cake'), collectionRecipe(2, 'chili')];
        return json(200, { rows: url.searchParams.get('sort') === 'newest' ? rows.reverse() : rows, count: 2 });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderCollection();
    await screen.findByRole('link', { name: 'Cake' });
    expect(names()).toEqual(['Cake', 'Chili']);
    expect(screen.queryByRole('button', { name: /Move up/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Sort'), 'newest');
    await vi.waitFor(() => expect(names()).toEqual(['Chili', 'Cake']));
    expect(log.mock.calls.map(([url]) => url)).toContain('/api/collections/4/recipes?page=1&sort=newest');
  });

  it('edits a smart collection’s filters with its name', async () => {
    const smart = collectionFixture(4, { name: 'Quick', kind: 'smart', filter: { cookTime: '30' } });
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/collections/4' && init.method === 'PATCH')
        return json(200, { ...smart, name: 'Quick asian' });
      if (url.pathname === '/api/collections/4') return json(200, smart);
      if (url.pathname === '/api/collections/4/recipes') return json(200, { rows: [], count: 0 });
      return undefined;
    });
    const user = userEvent.setup();
    renderCollection();
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename collection' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Cook time').value).toBe('30');
    await user.type(within(dialog).getByLabelText('Name'), ' asian');
    await user.selectOptions(within(dialog).getByLabelText('Cuisine'), 'asian');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls(log, 'PATCH')).toHaveLength(1));
    expect(bodyOf(calls(log, 'PATCH')[0][1])).toEqual({
      name: 'Quick asian',
      description: null,
      filter: { cuisine: 'asian', cookTime: '30' },
    });
  });
});
