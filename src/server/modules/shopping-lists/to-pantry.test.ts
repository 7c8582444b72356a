import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { itemNamed, kitchenCalls, type List } from './kitchen-loop-test-support.ts';

/** docs/api/kitchen-loop.md, "Ticked items to the pantry": POST /api/lists/{listId}/items/{itemId}/to-pantry. */
describe('list items to the pantry', () => {
  let t: TestApp;
  let calls: ReturnType<typeof kitchenCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    calls = kitchenCalls(t.app, t.db);
  });
  afterAll(() => t.close());

  const toPantry = (who: TestUser, listId: number | 'current', itemId: number, body: object = {}, key?: string) =>
    calls.send(who, 'POST', `/api/lists/${listId}/items/${itemId}/to-pantry`, body, key);

  it('adds the amounts where and until when asked, ticks the item in one version step; 409 the second time', async () => {
    const cook = await createUser(t.app);
    const before = await calls.typed(cook, '2 lb chicken thighs');
    const item = itemNamed(before, 'chicken thighs')!;
    const res = await toPantry(cook, before.listId, item.id, { location: 'Fridge', bestBefore: '2027-01-10' });
    expect(res.statusCode, res.body).toBe(200);
    const { list, pantry } = res.json() as { list: List; pantry: unknown[] };
    expect(pantry).toEqual([
      expect.objectContaining({
        name: 'chicken thighs',
        qty: 2,
        unit: 'pound',
        location: 'fridge',
        bestBefore: '2027-01-10',
      }),
    ]);
    expect(list.version).toBe(before.version + 1);
    expect(itemNamed(list, 'chicken thighs')).toMatchObject({ checked: true, inPantry: true });
    expect(await calls.pantry(cook)).toEqual(pantry);

    const again = await toPantry(cook, 'current', item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_IN_PANTRY');
    expect((await calls.list(cook)).version).toBe(list.version);
    expect(await calls.pantry(cook)).toEqual(pantry);
  });

  it('merges into a pantry item of the food, place and family; an item with no amount adds a count of 1', async () => {
    const cook = await createUser(t.app);
    const flour = await calls.stock(cook, { name: 'flour', qty: 1, unit: 'kg' });
    await calls.typed(cook, '500 g flour');
    const list = await calls.typed(cook, 'paper towels');
    const res = await toPantry(cook, 'current', itemNamed(list, 'flour')!.id);
    expect(res.json().pantry).toEqual([expect.objectContaining({ id: flour.id, qty: 1.5, unit: 'kilogram' })]);
    const towels = await toPantry(cook, 'current', itemNamed(list, 'paper towels')!.id);
    expect(towels.json().pantry).toEqual([
      expect.objectContaining({ name: 'paper towels', qty: 1, unit: null, location: 'cupboard', bestBefore: null }),
    ]);
  });

  it("is 404 for another household's item or list, and 400 for an unknown location, storing nothing", async () => {
    const cook = await createUser(t.app);
    const other = await createUser(t.app);
    const theirs = await calls.typed(other, '3 lemons');
    const lemon = itemNamed(theirs, 'lemons')!;
    expect((await toPantry(cook, 'current', lemon.id)).statusCode).toBe(404);
    expect((await toPantry(cook, theirs.listId, lemon.id)).statusCode).toBe(404);
    expect(itemNamed(await calls.list(other), 'lemons')).toMatchObject({ checked: false, inPantry: false });

    const bad = await toPantry(other, 'current', lemon.id, { location: 'garage' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ location: expect.any(String) });
    expect(await calls.pantry(other)).toEqual([]);
    const after = await calls.list(other);
    expect(after.version).toBe(theirs.version);
    expect(itemNamed(after, 'lemons')).toMatchObject({ checked: false, inPantry: false });
    expect((await toPantry(other, 'current', lemon.id, { bestBefore: '2027-02-30' })).statusCode).toBe(400);
  });

  it('answers a replay with the same Idempotency-Key as the first time, adding once', async () => {
    const cook = await createUser(t.app);
    const list = await calls.typed(cook, '6 eggs');
    const eggs = itemNamed(list, 'eggs')!;
    const first = await toPantry(cook, 'current', eggs.id, {}, 'eggs-in');
    const replay = await toPantry(cook, 'current', eggs.id, {}, 'eggs-in');
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await calls.pantry(cook)).toEqual([expect.objectContaining({ name: 'eggs', qty: 6, unit: null })]);
    expect((await calls.list(cook)).version).toBe(list.version + 1);
  });
});
