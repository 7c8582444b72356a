import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApiRoutes, json, type RequestLog } from '../../../test/fake-server.ts';
import { element, landing, renderRoutes } from '../../../test/render.tsx';
import { collectionFixture } from '../collection-fixtures.test-support.ts';
import { CollectionsPage } from './collections-page.tsx';

const posts = (log: RequestLog) =>
  log.mock.calls.filter(([url, init]) => url === '/api/collections' && init.method === 'POST');

function renderCollections() {
  localStorage.setItem('token', 't');
  return renderRoutes([element('/user/collections', <CollectionsPage />), landing('/user/collections/:id')], {
    path: '/user/collections',
    toasts: false,
  });
}

describe('Collections', () => {
  it('lists the collections with their kind and recipe count, each a link to its page', async () => {
    fakeApiRoutes((url, init) =>
      init.method === 'GET' && url.pathname === '/api/collections'
        ? json(200, {
            rows: [
              collectionFixture(1, { name: 'Sunday dinners', recipeCount: 3, description: 'Slow food' }),
              collectionFixture(2, {
                name: 'Quick asian',
                kind: 'smart',
                filter: { cuisine: 'asian' },
                recipeCount: 1,
              }),
            ],
            count: 2,
          })
        : undefined,
    );
    renderCollections();
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Sunday dinners' });
    expect(first.getAttribute('href')).toBe('/user/collections/1');
    const items = screen.getAllByRole('listitem');
    expect(items[0].textContent).toContain('Manual');
    expect(items[0].textContent).toContain('3 recipes');
    expect(items[0].textContent).toContain('Slow food');
    expect(items[1].textContent).toContain('Smart');
    expect(items[1].textContent).toContain('1 recipe');
  });

  it('makes a manual collection with a name and description, then opens it', async () => {
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname !== '/api/collections') return undefined;
      if (init.method === 'GET') return json(200, { rows: [], count: 0 });
      return json(201, collectionFixture(5, { name: 'Picnic', description: 'Outdoors' }));
    });
    const user = userEvent.setup();
    const { router } = renderCollections();
    expect(await screen.findByText(/No collections yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = screen.getByRole('dialog', { name: 'New collection' });
    await user.type(within(dialog).getByLabelText('Name'), '  Picnic ');
    await user.type(within(dialog).getByLabelText('Description'), 'Outdoors');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('landed on /user/collections/:id')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/collections/5');
    expect(bodyOf(posts(log)[0][1])).toEqual({ name: 'Picnic', description: 'Outdoors' });
  });

  it('makes a smart collection from the recipe filters, sending only those that narrow', async () => {
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname !== '/api/collections') return undefined;
      if (init.method === 'GET') return json(200, { rows: [], count: 0 });
      return json(
        201,
        collectionFixture(6, { kind: 'smart', filter: { q: 'noodle', cuisine: 'asian', cookTime: '30' } }),
      );
    });
    const user = userEvent.setup();
    const { router } = renderCollections();
    await user.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = screen.getByRole('dialog', { name: 'New collection' });
    await user.type(within(dialog).getByLabelText('Name'), 'Fast noodles');
    expect(within(dialog).queryByLabelText('Cuisine')).toBeNull();
    await user.click(within(dialog).getByLabelText('Smart collection'));
    for (const label of ['Name contains', 'Cuisine', 'Diet', 'Appliance', 'Cook time']) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    await user.type(within(dialog).getByLabelText('Name contains'), 'noodle');
    await user.selectOptions(within(dialog).getByLabelText('Cuisine'), 'asian');
    await user.selectOptions(within(dialog).getByLabelText('Cook time'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('landed on /user/collections/:id')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/collections/6');
    expect(bodyOf(posts(log)[0][1])).toEqual({
      name: 'Fast noodles',
      filter: { q: 'noodle', cuisine: 'asian', cookTime: '30' },
    });
  });

  it('says a name is taken at the Name field and stays open', async () => {
    fakeApiRoutes((url, init) => {
      if (url.pathname !== '/api/collections') return undefined;
      if (init.method === 'GET') return json(200, { rows: [], count: 0 });
      return json(409, {
        error: 'A collection with this name exists',
        code: 'CONFLICT',
        details: { name: 'A collection with this name exists' },
      });
    });
    const user = userEvent.setup();
    renderCollections();
    await user.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = screen.getByRole('dialog', { name: 'New collection' });
    await user.type(within(dialog).getByLabelText('Name'), 'Picnic');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const name = within(dialog).getByLabelText('Name');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('A collection with this name exists')).toBeTruthy();
  });

  it('asks for a name before sending anything', async () => {
    const log = fakeApiRoutes((url, init) =>
      url.pathname === '/api/collections' && init.method === 'GET' ? json(200, { rows: [], count: 0 }) : undefined,
    );
    const user = userEvent.setup();
    renderCollections();
    await user.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = screen.getByRole('dialog', { name: 'New collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Give the collection a name.')).toBeTruthy();
    expect(posts(log)).toHaveLength(0);
  });
});
