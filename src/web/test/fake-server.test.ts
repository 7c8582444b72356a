import { afterEach, describe, expect, it } from 'vitest';
import { meFixture } from './fixtures.ts';
import { fakeApi, invalidFakes } from './fake-server.ts';

// setup.ts fails a test whose fakes answered an impossible body; here the list is read, then emptied.
afterEach(() => void invalidFakes.splice(0));

const call = (path: string, init?: RequestInit) => fetch(`http://localhost${path}`, init);

describe('the fake server', () => {
  it('answers a body the server could send', async () => {
    fakeApi({ 'GET /api/user/me': { body: meFixture() } });
    expect(await (await call('/api/user/me')).json()).toEqual(meFixture());
    expect(invalidFakes).toEqual([]);
  });

  it('refuses a body the server never sends, and names what is wrong', async () => {
    fakeApi({ 'PUT /api/user/me/setCompleted': { body: {} } });
    await expect(call('/api/user/me/setCompleted', { method: 'PUT', body: '{"id":1}' })).rejects.toThrow();
    expect(invalidFakes.join('\n')).toMatch(/PUT \/api\/user\/me\/setCompleted \(200\) is not a body the server sends/);
  });

  it('refuses an error body without its stable code', async () => {
    fakeApi({ 'GET /api/user/me': { status: 404, body: { error: 'Not found' } } });
    await expect(call('/api/user/me')).rejects.toThrow();
    expect(invalidFakes.join('\n')).toMatch(/GET \/api\/user\/me \(404\).*code/);
  });

  it('refuses an error body without the { error } shape, and a route the server does not have', async () => {
    fakeApi({ 'GET /api/user/me': { status: 500, body: 'oops' }, 'GET /api/nope': { body: {} } });
    await expect(call('/api/user/me')).rejects.toThrow();
    await expect(call('/api/nope')).rejects.toThrow();
    expect(invalidFakes).toHaveLength(2);
    expect(invalidFakes[1]).toMatch(/no such route/);
  });
});
