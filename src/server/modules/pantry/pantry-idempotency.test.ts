import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pantryItems } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Pantry writes, like every write, run once per Idempotency-Key (API.md, "Retries"). */
describe('pantry writes with an Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (who: TestUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...who.auth, 'idempotency-key': key }, payload });
  const stored = async (ownerId: number) =>
    (await t.db.select({ n: count() }).from(pantryItems).where(eq(pantryItems.ownerId, ownerId)))[0]!.n;

  it('adds once and answers a replay as the first time; another key adds (merges) again', async () => {
    const cook = await createUser(t.app);
    const first = await send(cook, 'POST', '/api/pantry', 'add-1', { text: '500 g flour' });
    const replay = await send(cook, 'POST', '/api/pantry', 'add-1', { text: '500 g flour' });
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(replay.json()).toEqual(first.json());
    expect(await stored(cook.id)).toBe(1);
    const again = await send(cook, 'POST', '/api/pantry', 'add-2', { text: '500 g flour' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ qty: 1, unit: 'kilogram' });
  });

  it('changes and deletes once: a replayed delete is no 404', async () => {
    const cook = await createUser(t.app);
    const { id } = (await send(cook, 'POST', '/api/pantry', 'a', { name: 'rice', qty: 1, unit: 'kg' })).json();
    const edit = await send(cook, 'PATCH', `/api/pantry/${id}`, 'b', { qty: 2 });
    await send(cook, 'PATCH', `/api/pantry/${id}`, 'c', { qty: 3 });
    expect((await send(cook, 'PATCH', `/api/pantry/${id}`, 'b', { qty: 2 })).json()).toEqual(edit.json());
    expect((await send(cook, 'DELETE', `/api/pantry/${id}`, 'd')).statusCode).toBe(204);
    expect((await send(cook, 'DELETE', `/api/pantry/${id}`, 'd')).statusCode).toBe(204);
    expect((await send(cook, 'DELETE', `/api/pantry/${id}`, 'e')).statusCode).toBe(404);
    expect(await stored(cook.id)).toBe(0);
  });
});
