import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { makeStore } from '../../app/store.ts';
import {
  deleteSuggestion,
  fetchAllSuggestions,
  fetchMySuggestions,
  fetchSuggestion,
  reviewSuggestion,
  selectSuggestionsReviewed,
  submitSuggestion,
} from './user-suggestions-slice.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const suggestion = (id: number, status = 'Pending') => ({
  id,
  url: `https://example.com/recipe-${id}`,
  status,
  adminResponse: '',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  user: { username: 'homecook' },
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Route = (url: string, init: RequestInit) => Response | undefined;

function stubFetch(route: Route) {
  const mock = vi.fn(async (url: string, init: RequestInit) => route(url, init) ?? json(404, { error: 'no route' }));
  vi.stubGlobal('fetch', mock);
  return mock;
}

beforeEach(() => vi.mocked(toast.success).mockClear() && vi.mocked(toast.error).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('userSuggestions slice', () => {
  it('submits a suggestion and toasts', async () => {
    const fetchMock = stubFetch((url, init) =>
      url === '/api/userSuggestions' && init.method === 'POST' ? json(201, suggestion(1)) : undefined,
    );
    const store = makeStore();
    await store.dispatch(submitSuggestion(' https://example.com/recipe-1 '));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ url: 'https://example.com/recipe-1' });
    expect(toast.success).toHaveBeenCalledWith('Your suggestion has been submitted!');
    expect(store.getState().userSuggestions.loggedInUserSuggestions).toHaveLength(1);
    expect(store.getState().userSuggestions.status).toBe('succeeded');
  });

  it("shows the server's message when a submit is refused", async () => {
    stubFetch(() => json(409, { error: 'You already suggested this recipe' }));
    const store = makeStore();
    await store.dispatch(submitSuggestion('https://example.com/x'));
    expect(toast.error).toHaveBeenCalledWith('You already suggested this recipe');
    expect(store.getState().userSuggestions.status).toBe('failed');
    expect(store.getState().userSuggestions.error).toBe('You already suggested this recipe');
  });

  it("falls back to 'Unable to submit suggestion' when the server never answers", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await makeStore().dispatch(submitSuggestion('https://example.com/x'));
    expect(toast.error).toHaveBeenCalledWith('Unable to submit suggestion');
  });

  it("loads the user's own suggestions", async () => {
    stubFetch((url) =>
      url === '/api/userSuggestions/me?page=1' ? json(200, { rows: [suggestion(3)], count: 1 }) : undefined,
    );
    const store = makeStore();
    await store.dispatch(fetchMySuggestions(1));
    expect(store.getState().userSuggestions.loggedInUserSuggestions.map((s: { id: number }) => s.id)).toEqual([3]);
    expect(store.getState().userSuggestions.myCount).toBe(1);
  });

  it('filters the admin list by status, and sends no status for All', async () => {
    const fetchMock = stubFetch(() => json(200, { rows: [], count: 0 }));
    const store = makeStore();
    await store.dispatch(fetchAllSuggestions({ page: 1, status: 'Denied' }));
    await store.dispatch(fetchAllSuggestions({ page: 2, status: 'All' }));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/userSuggestions?page=1&status=Denied',
      '/api/userSuggestions?page=2',
    ]);
    expect(store.getState().userSuggestions.allQuery).toEqual({ page: 2, status: 'All' });
  });

  it('reviews a suggestion, toasts and flips the reviewed flag', async () => {
    const reviewed = { ...suggestion(5, 'Approved'), adminResponse: 'Great pick' };
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/userSuggestions/5' && init.method === 'PUT') return json(200, reviewed);
      if (url === '/api/userSuggestions/5') return json(200, suggestion(5));
      return undefined;
    });
    const store = makeStore();
    await store.dispatch(fetchSuggestion(5));
    expect(store.getState().userSuggestions.singleSuggestion?.status).toBe('Pending');
    const before = selectSuggestionsReviewed(store.getState());
    await store.dispatch(reviewSuggestion({ id: 5, adminResponse: 'Great pick', status: 'Approved' }));
    expect(JSON.parse(String(fetchMock.mock.calls[1][1].body))).toEqual({
      adminResponse: 'Great pick',
      status: 'Approved',
    });
    expect(toast.success).toHaveBeenCalledWith('Reviewed suggestion!');
    expect(store.getState().userSuggestions.singleSuggestion).toEqual(reviewed);
    expect(selectSuggestionsReviewed(store.getState())).toBe(!before);
  });

  it("falls back to 'Unable to submit review' without a server answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const store = makeStore();
    await store.dispatch(reviewSuggestion({ id: 5, adminResponse: '', status: 'Denied' }));
    expect(toast.error).toHaveBeenCalledWith('Unable to submit review');
    expect(store.getState().userSuggestions.status).toBe('failed');
  });

  it('deletes, toasts and refetches the list as last viewed', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'DELETE' && url === '/api/userSuggestions/8') return new Response(null, { status: 204 });
      if (url.startsWith('/api/userSuggestions?')) return json(200, { rows: [suggestion(9, 'Approved')], count: 1 });
      return undefined;
    });
    const store = makeStore();
    await store.dispatch(fetchAllSuggestions({ page: 1, status: 'Approved' }));
    await store.dispatch(deleteSuggestion(8));
    expect(toast.success).toHaveBeenCalledWith('Suggestion has been deleted!');
    await vi.waitFor(() => expect(store.getState().userSuggestions.status).toBe('succeeded'));
    expect(fetchMock.mock.calls.map((c) => `${c[1].method} ${c[0]}`)).toEqual([
      'GET /api/userSuggestions?page=1&status=Approved',
      'DELETE /api/userSuggestions/8',
      'GET /api/userSuggestions?page=1&status=Approved',
    ]);
  });

  it("toasts 'Unable to delete suggestion' when a delete fails", async () => {
    stubFetch(() => json(500, { error: 'Internal error' }));
    const store = makeStore();
    await store.dispatch(deleteSuggestion(8));
    expect(toast.error).toHaveBeenCalledWith('Unable to delete suggestion');
    expect(store.getState().userSuggestions.status).toBe('failed');
  });
});
