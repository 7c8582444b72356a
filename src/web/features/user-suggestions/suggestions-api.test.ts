import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREACHABLE_MESSAGE } from '../../app/plain-errors.ts';
import { makeStore } from '../../app/store.ts';
import { suggestionFixture as suggestion } from '../../test/fixtures.ts';
import { bodyOf, fakeApiRoutes, json } from '../../test/fake-server.ts';
import { suggestionsApi } from './suggestions-api.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { endpoints } = suggestionsApi;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

/** An in-memory suggestion table behind the suggestion routes. */
function suggestionServer(rows = [suggestion(8), suggestion(9, { status: 'Approved' })]) {
  let table = [...rows];
  const requests = fakeApiRoutes((url, init) => {
    const id = Number(url.pathname.split('/').pop());
    if (url.pathname === '/api/userSuggestions' && init.method === 'GET') {
      const status = url.searchParams.get('status');
      const shown = table.filter((s) => !status || s.status === status);
      return json(200, { rows: shown, count: shown.length });
    }
    if (url.pathname === '/api/userSuggestions/me') return json(200, { rows: table, count: table.length });
    if (url.pathname === '/api/userSuggestions' && init.method === 'POST') {
      const created = suggestion(10, { url: (bodyOf(init) as { url: string }).url });
      table = [created, ...table];
      return json(201, created);
    }
    const row = table.find((s) => s.id === id);
    if (!row) return json(404, { error: 'Suggestion not found', code: 'NOT_FOUND' });
    if (init.method === 'DELETE') {
      table = table.filter((s) => s.id !== id);
      return json(204);
    }
    if (init.method === 'PUT') {
      Object.assign(row, bodyOf(init), { updatedAt: '2025-03-02T10:00:00.000Z' });
      return json(200, row);
    }
    return json(200, row);
  });
  return { requests, rows: () => table };
}

describe('suggestions api', () => {
  it('submits a trimmed link, toasts, and the user list refetches to show it', async () => {
    const { requests } = suggestionServer([]);
    const store = makeStore();
    const mine = store.dispatch(endpoints.getMySuggestions.initiate(1));
    await mine;
    await store.dispatch(endpoints.submitSuggestion.initiate(' https://example.com/recipe-1 '));
    const submit = requests.mock.calls.find(([, init]) => init.method === 'POST');
    expect(bodyOf(submit?.[1])).toEqual({ url: 'https://example.com/recipe-1' });
    expect(toast.success).toHaveBeenCalledWith('Your suggestion has been submitted!');
    await vi.waitFor(() =>
      expect(
        endpoints.getMySuggestions
          .select(1)(store.getState())
          .data?.rows.map((s) => s.id),
      ).toEqual([10]),
    );
    mine.unsubscribe();
  });

  it("toasts the server's message when a submit is refused, and answers its code", async () => {
    fakeApiRoutes(() => json(409, { error: 'You already suggested this recipe', code: 'ALREADY_SUGGESTED' }));
    const store = makeStore();
    const result = await store.dispatch(endpoints.submitSuggestion.initiate('https://example.com/x'));
    expect(toast.error).toHaveBeenCalledWith('You already suggested this recipe');
    expect(result.error).toMatchObject({ status: 409, code: 'ALREADY_SUGGESTED' });
  });

  it("says 'Unable to submit suggestion' and what to do when the server cannot be reached", async () => {
    fakeApiRoutes(() => ({ network: true }));
    await makeStore().dispatch(endpoints.submitSuggestion.initiate('https://example.com/x'));
    expect(toast.error).toHaveBeenCalledWith(`Unable to submit suggestion. ${UNREACHABLE_MESSAGE}`);
  });

  it('filters the admin list by status, and sends no status for All', async () => {
    const { requests } = suggestionServer();
    const store = makeStore();
    await store.dispatch(endpoints.getAllSuggestions.initiate({ page: 1, status: 'Approved' }));
    await store.dispatch(endpoints.getAllSuggestions.initiate({ page: 2, status: 'All' }));
    expect(requests.mock.calls.map((c) => c[0])).toEqual([
      '/api/userSuggestions?page=1&status=Approved',
      '/api/userSuggestions?page=2',
    ]);
  });

  it('a review updates the open suggestion and refetches the admin list by its tag', async () => {
    const { requests } = suggestionServer();
    const store = makeStore();
    const list = store.dispatch(endpoints.getAllSuggestions.initiate({ page: 1, status: 'All' }));
    await list;
    const open = store.dispatch(endpoints.getSuggestion.initiate('8'));
    await open;
    expect(endpoints.getSuggestion.select('8')(store.getState()).data?.status).toBe('Pending');

    await store.dispatch(
      endpoints.reviewSuggestion.initiate({ id: 8, adminResponse: 'Great pick', status: 'Approved' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Reviewed suggestion!');
    // The review screen's own cache entry (keyed by the route's '8') shows the answer without a refetch.
    expect(endpoints.getSuggestion.select('8')(store.getState()).data).toMatchObject({ status: 'Approved' });
    open.unsubscribe();
    await vi.waitFor(() =>
      expect(requests.mock.calls.filter(([url]) => url === '/api/userSuggestions?page=1')).toHaveLength(2),
    );
    await vi.waitFor(() => {
      const page = endpoints.getAllSuggestions.select({ page: 1, status: 'All' })(store.getState());
      expect(page.data?.rows.find((s) => s.id === 8)?.status).toBe('Approved');
    });
    list.unsubscribe();
  });

  it('a delete leaves the cached admin page at once, toasts, and the list refetches', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = suggestionServer();
    fakeApiRoutes(async (_url, init) => {
      if (init.method !== 'DELETE') return undefined;
      await gate;
      return undefined;
    });
    const store = makeStore();
    const query = { page: 1, status: 'All' } as const;
    const list = store.dispatch(endpoints.getAllSuggestions.initiate(query));
    await list;
    const removal = store.dispatch(endpoints.deleteSuggestion.initiate(8));
    // Before the server answers, the row is gone from the cache.
    expect(endpoints.getAllSuggestions.select(query)(store.getState()).data).toMatchObject({ count: 1 });
    release();
    await removal;
    expect(toast.success).toHaveBeenCalledWith('Suggestion has been deleted!');
    expect(server.rows().map((s) => s.id)).toEqual([9]);
    list.unsubscribe();
  });

  it("puts the row back and toasts 'Unable to delete suggestion' when the server refuses", async () => {
    suggestionServer();
    fakeApiRoutes((_url, init) =>
      init.method === 'DELETE' ? json(500, { error: 'Internal error', code: 'INTERNAL' }) : undefined,
    );
    const store = makeStore();
    const query = { page: 1, status: 'All' } as const;
    const list = store.dispatch(endpoints.getAllSuggestions.initiate(query));
    await list;
    await store.dispatch(endpoints.deleteSuggestion.initiate(8));
    expect(toast.error).toHaveBeenCalledWith('Unable to delete suggestion');
    expect(
      endpoints.getAllSuggestions
        .select(query)(store.getState())
        .data?.rows.map((s) => s.id),
    ).toEqual([8, 9]);
    list.unsubscribe();
  });
});
