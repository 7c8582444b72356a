import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdSettings } from '../../db/schema.ts';
import { createUser, joinHousehold, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** docs/api/kitchen-loop.md, "Ticked items to the pantry": GET and PATCH /api/household/settings. */
describe('/api/household/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (who: TestUser, method: 'GET' | 'PATCH', payload?: object) =>
    t.app.inject({ method, url: '/api/household/settings', headers: who.auth, ...(payload ? { payload } : {}) });

  it('starts with tickedToPantry off and keeps a change, per household owner', async () => {
    const owner = await createUser(t.app);
    expect((await send(owner, 'GET')).json()).toEqual({ tickedToPantry: false });
    const res = await send(owner, 'PATCH', { tickedToPantry: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ tickedToPantry: true });
    expect((await send(owner, 'GET')).json()).toEqual({ tickedToPantry: true });
    const rows = await t.db.select().from(householdSettings).where(eq(householdSettings.ownerId, owner.id));
    expect(rows).toEqual([{ ownerId: owner.id, tickedToPantry: true }]);
    expect((await send(await createUser(t.app), 'GET')).json()).toEqual({ tickedToPantry: false });
  });

  it('lets any member change them for the whole household', async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    await joinHousehold(t.app, owner, member);
    expect((await send(member, 'PATCH', { tickedToPantry: true })).statusCode).toBe(200);
    expect((await send(owner, 'GET')).json()).toEqual({ tickedToPantry: true });
    expect((await send(owner, 'PATCH', { tickedToPantry: false })).json()).toEqual({ tickedToPantry: false });
    expect((await send(member, 'GET')).json()).toEqual({ tickedToPantry: false });
  });

  it('is 400 naming tickedToPantry when it is not a boolean', async () => {
    const owner = await createUser(t.app);
    for (const body of [{ tickedToPantry: 'yes' }, {}]) {
      const res = await send(owner, 'PATCH', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ tickedToPantry: expect.any(String) });
    }
    expect((await send(owner, 'GET')).json()).toEqual({ tickedToPantry: false });
  });

  it('is 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/household/settings' })).statusCode).toBe(401);
  });
});
