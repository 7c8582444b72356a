import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemList } from '#domain/shopping-list.ts';
import { fakeApi, json, server } from '../../test/fake-server.ts';
import { renderPage } from '../../test/render.tsx';
import { initialState } from '../user/index.ts';
import { memoryStore, setOfflineStoreForTests } from './offline/offline-store.ts';
import { ShoppingListPage } from './pages/shopping-list-page.tsx';
import { mainListIdentity } from '../../test/list-fixture.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const listOf = (version: number, names: string[]): ItemList => ({
  id: 7,
  ...mainListIdentity,
  version,
  completedAt: null,
  recipes: [],
  items: names.map((name, i) => ({
    id: 11 + i,
    name,
    amounts: [],
    checked: false,
    category: 'household',
    sources: [{ recipeId: null, text: name }],
  })),
  members: [{ username: 'homecook' }],
});

/** A stream that sends one `list` event with `version`, then ends, as an instance that dies would. */
const streamThatEnds = (version: number) =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`event: list\ndata: {"version":${version}}\n\n`));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

const signedIn = { user: { ...initialState, isLogged: true, token: 't', info: { name: 'homecook', isAdmin: false } } };

beforeEach(() => {
  localStorage.setItem('token', 't');
  setOfflineStoreForTests(memoryStore());
});

/** Issue 21: a stream whose instance died reconnects (to another instance) and catches up by `version`. */
describe('the list’s event stream', () => {
  it('reconnects after the stream ends, and refetches the list when the version differs from the one shown', async () => {
    let list = listOf(3, ['paper towels']);
    const lists = fakeApi({ 'GET /api/lists/current': () => json(200, list) });
    const connections: number[] = [];
    server.use(
      http.get('*/api/lists/current/events', () => {
        connections.push(list.version);
        return streamThatEnds(list.version);
      }),
    );
    renderPage(<ShoppingListPage />, {
      url: '/user/shoppingList',
      path: '/user/shoppingList',
      preloadedState: signedIn,
    });
    expect(await screen.findByText('paper towels')).toBeTruthy();
    await waitFor(() => expect(connections.length).toBeGreaterThanOrEqual(1));

    // Changed elsewhere while this client was between two streams.
    list = listOf(4, ['paper towels', 'dish soap']);
    await waitFor(() => expect(connections).toContain(4), { timeout: 15_000 });
    expect(await screen.findByText('dish soap', {}, { timeout: 15_000 })).toBeTruthy();
    expect(lists.mock.calls.filter(([url]) => url === '/api/lists/current').length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('listens to the chosen list’s own stream, and refetches that list', async () => {
    let list = { ...listOf(3, ['nails']), listId: 5, name: 'Hardware', isDefault: false };
    const lists = fakeApi({ 'GET /api/lists/5': () => json(200, list) });
    const streams: string[] = [];
    server.use(
      http.get('*/api/lists/:listId/events', ({ params }) => {
        streams.push(String(params.listId));
        return streamThatEnds(list.version);
      }),
    );
    renderPage(<ShoppingListPage />, {
      url: '/user/shoppingList?list=5',
      path: '/user/shoppingList',
      preloadedState: signedIn,
    });
    expect(await screen.findByText('nails')).toBeTruthy();
    list = { ...list, ...listOf(4, ['nails', 'screws']), listId: 5, name: 'Hardware', isDefault: false };
    expect(await screen.findByText('screws', {}, { timeout: 15_000 })).toBeTruthy();
    expect(new Set(streams)).toEqual(new Set(['5']));
    expect(lists.mock.calls.map(([url]) => url)).not.toContain('/api/lists/current');
  }, 30_000);
});
