import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/fixtures.ts';
import { fakeApi } from '../../test/fake-server.ts';
import { makeStore } from '../../app/store.ts';
import { fetchUsers, selectAdminStatus, selectAllUsers, selectNumUsers } from './admin-slice.ts';

const user = userFixture({ username: 'janedoe', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });

describe('admin slice', () => {
  it('loads a page of users with the sort flag', async () => {
    const fetchMock = fakeApi({ 'GET /api/user/all': { body: { rows: [user], count: 30 } } });
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
    const fetchMock = fakeApi({ 'GET /api/user/all': { body: { rows: [], count: 0 } } });
    await makeStore().dispatch(fetchUsers({ page: 1, sort: false }));
    expect(fetchMock).toHaveBeenCalledWith('/api/user/all?page=1', expect.anything());
  });

  it('records the error when the call fails', async () => {
    fakeApi({ 'GET /api/user/all': { status: 403, body: { error: 'Admins only', code: 'ADMIN_REQUIRED' } } });
    const store = makeStore();
    await store.dispatch(fetchUsers({ page: 1, sort: false }));
    expect(store.getState().admin.status).toBe('failed');
    expect(store.getState().admin.error).toBe('Admins only');
  });
});
