import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fetchUsers, selectAdminStatus, selectAllUsers, selectNumUsers } from './admin-slice.ts';

const user = {
  id: 7,
  username: 'janedoe',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phoneNum: '5551234567',
  gender: 'female',
  isAdmin: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('admin slice', () => {
  it('loads a page of users with the sort flag', async () => {
    const fetchMock = vi.fn(async () => json(200, { rows: [user], count: 30 }));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    const pending = store.dispatch(fetchUsers({ page: 2, sort: true }));
    expect(selectAdminStatus(store.getState())).toBe('pending');
    await pending;
    expect(fetchMock).toHaveBeenCalledWith('/api/user/all?page=2&sort=true', expect.anything());
    expect(selectAllUsers(store.getState())).toEqual([user]);
    expect(selectNumUsers(store.getState())).toBe(30);
    expect(selectAdminStatus(store.getState())).toBe('succeeded');
  });

  it('leaves sort out when not sorting', async () => {
    const fetchMock = vi.fn(async () => json(200, { rows: [], count: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    await makeStore().dispatch(fetchUsers({ page: 1, sort: false }));
    expect(fetchMock).toHaveBeenCalledWith('/api/user/all?page=1', expect.anything());
  });

  it('records the error when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { error: 'Admins only' })),
    );
    const store = makeStore();
    await store.dispatch(fetchUsers({ page: 1, sort: false }));
    expect(store.getState().admin.status).toBe('failed');
    expect(store.getState().admin.error).toBe('Admins only');
  });
});
