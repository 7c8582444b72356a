import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListSummary } from '#domain/household-lists.ts';
import type { Store } from '#domain/store.ts';
import { bodyOf, fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { mainListIdentity, onlyMainList } from '../../../test/list-fixture.ts';
import { renderPage } from '../../../test/render.tsx';
import { StoreList } from './store-list.tsx';
import { StoreListAction } from './store-list-action.tsx';

const store = (placeId: number, name: string): Store => ({
  place_id: `osm:node/${placeId}`,
  name,
  vicinity: 'Harbor Drive',
  geometry: { location: { lat: 1, lng: 2 } },
  business_status: 'OPERATIONAL',
});

const harborList: ListSummary = {
  listId: 4,
  name: 'Harbor Fresh Market',
  isDefault: false,
  store: { placeId: 'osm:node/1', name: 'Harbor Fresh Market' },
  version: 1,
  itemCount: 0,
  uncheckedCount: 0,
};
const newList = {
  id: 12,
  ...mainListIdentity,
  listId: 6,
  name: 'Bay Grocer',
  isDefault: false,
  store: { placeId: 'osm:node/2', name: 'Bay Grocer' },
  version: 1,
  completedAt: null,
  recipes: [],
  items: [],
  members: [{ username: 'cook' }],
};

const show = (lists: ListSummary[]) =>
  renderPage(
    <StoreList
      nearby={{
        status: 'succeeded',
        stores: [store(1, 'Harbor Fresh Market'), store(2, 'Bay Grocer')],
        retry: () => {},
      }}
      action={(s, nameId) => <StoreListAction store={s} lists={lists} describedBy={nameId} />}
    />,
    { url: '/map', path: '/map' },
  );

describe('a store card’s list', () => {
  it('"Open list" links to the list bound to the store, named by the store', async () => {
    show([...onlyMainList.rows, harborList]);
    const open = screen.getByRole('link', { name: 'Open list' });
    expect(open.getAttribute('href')).toBe('/user/shoppingList?list=4');
    expect(open.getAttribute('aria-describedby')).toBe(screen.getByRole('heading', { name: 'Harbor Fresh Market' }).id);
    expect(screen.getAllByRole('button', { name: 'Make a list for this store' })).toHaveLength(1);
  });

  it('"Make a list for this store" makes a list named after the store and bound to it, then offers "Open list"', async () => {
    const log = fakeApiRoutes((url, init) =>
      url.pathname === '/api/lists' && init.method === 'POST' ? json(201, newList) : undefined,
    );
    const user = userEvent.setup();
    show([...onlyMainList.rows, harborList]);
    await user.click(screen.getByRole('button', { name: 'Make a list for this store' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Open list' })).toHaveLength(2));
    expect(screen.getAllByRole('link', { name: 'Open list' })[1].getAttribute('href')).toBe(
      '/user/shoppingList?list=6',
    );
    const post = log.mock.calls.find(([path, init]) => path === '/api/lists' && init.method === 'POST')!;
    expect(bodyOf(post[1])).toEqual({ name: 'Bay Grocer', store: { placeId: 'osm:node/2', name: 'Bay Grocer' } });
  });

  it('says why a list could not be made', async () => {
    fakeApiRoutes((url, init) =>
      url.pathname === '/api/lists' && init.method === 'POST'
        ? json(409, { error: 'The household has 20 lists, the most it may have', code: 'CONFLICT' })
        : undefined,
    );
    const user = userEvent.setup();
    show([]);
    await user.click(screen.getAllByRole('button', { name: 'Make a list for this store' })[0]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not make the list: The household has 20 lists, the most it may have',
    );
  });
});
