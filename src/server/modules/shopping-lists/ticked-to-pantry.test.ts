import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { itemNamed, kitchenCalls, type List } from './kitchen-loop-test-support.ts';

/** docs/api/kitchen-loop.md, "Ticked items to the pantry": with `tickedToPantry`, ticks go to the pantry. */
describe('ticked items to the pantry', () => {
  let t: TestApp;
  let calls: ReturnType<typeof kitchenCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    calls = kitchenCalls(t.app, t.db);
  });
  afterAll(() => t.close());

  const tick = async (who: TestUser, itemId: number, checked: boolean) => {
    const res = await calls.send(who, 'PATCH', `/api/lists/current/items/${itemId}`, { checked });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as List;
  };
  const turnOn = (who: TestUser, on = true) =>
    calls.send(who, 'PATCH', '/api/household/settings', { tickedToPantry: on });
  const amountOf = async (who: TestUser, name: string) =>
    (await calls.pantry(who)).filter((row) => row.name === name).map(({ qty, unit }) => ({ qty, unit }));

  it('adds nothing to the pantry when the setting is off', async () => {
    const cook = await createUser(t.app);
    const list = await calls.typed(cook, '500 g flour');
    const after = await tick(cook, itemNamed(list, 'flour')!.id, true);
    expect(itemNamed(after, 'flour')).toMatchObject({ checked: true, inPantry: false });
    expect(await calls.pantry(cook)).toEqual([]);
  });

  it('puts a ticked item in the pantry and takes back exactly that at the untick', async () => {
    const cook = await createUser(t.app);
    await turnOn(cook);
    await calls.stock(cook, { name: 'flour', qty: 1, unit: 'kg' });
    const list = await calls.typed(cook, '500 g flour');
    const id = itemNamed(list, 'flour')!.id;
    const ticked = await tick(cook, id, true);
    expect(ticked.version).toBe(list.version + 1);
    expect(itemNamed(ticked, 'flour')).toMatchObject({ checked: true, inPantry: true });
    expect(await amountOf(cook, 'flour')).toEqual([{ qty: 1.5, unit: 'kilogram' }]);
    const unticked = await tick(cook, id, false);
    expect(itemNamed(unticked, 'flour')).toMatchObject({ checked: false, inPantry: false });
    expect(await amountOf(cook, 'flour')).toEqual([{ qty: 1, unit: 'kilogram' }]);
  });

  it('takes back never below zero when the pantry was partly used meanwhile', async () => {
    const cook = await createUser(t.app);
    await turnOn(cook);
    const list = await calls.typed(cook, '6 eggs');
    const id = itemNamed(list, 'eggs')!.id;
    await tick(cook, id, true);
    const [eggs] = await calls.pantry(cook);
    expect(eggs).toMatchObject({ qty: 6, unit: null });
    await calls.send(cook, 'PATCH', `/api/pantry/${eggs!.id}`, { qty: 4 });
    await tick(cook, id, false);
    expect(await amountOf(cook, 'eggs')).toEqual([{ qty: 0, unit: null }]);
  });

  it('adds nothing more for an item already in the pantry', async () => {
    const cook = await createUser(t.app);
    const list = await calls.typed(cook, '3 lemons');
    const id = itemNamed(list, 'lemons')!.id;
    expect((await calls.send(cook, 'POST', `/api/lists/current/items/${id}/to-pantry`, {})).statusCode).toBe(200);
    // Setting off: the untick leaves the pantry and the mark alone.
    expect(itemNamed(await tick(cook, id, false), 'lemons')).toMatchObject({ checked: false, inPantry: true });
    await turnOn(cook);
    expect(itemNamed(await tick(cook, id, true), 'lemons')).toMatchObject({ checked: true, inPantry: true });
    expect(await amountOf(cook, 'lemons')).toEqual([{ qty: 3, unit: null }]);
  });

  it('does the same on any of the household’s lists, and to-pantry answers that list', async () => {
    const cook = await createUser(t.app);
    await turnOn(cook);
    const second = (await calls.send(cook, 'POST', '/api/lists', { name: 'Market' })).json() as { listId: number };
    const added = await calls.send(cook, 'POST', `/api/lists/${second.listId}/items`, { text: '2 lb potatoes' });
    const id = itemNamed(added.json() as List, 'potatoes')!.id;
    const ticked = await calls.send(cook, 'PATCH', `/api/lists/${second.listId}/items/${id}`, { checked: true });
    expect(itemNamed(ticked.json() as List, 'potatoes')).toMatchObject({ checked: true, inPantry: true });
    expect(await amountOf(cook, 'potatoes')).toEqual([{ qty: 2, unit: 'pound' }]);
    const typed = await calls.typed(cook, '1 lemon');
    const lemon = itemNamed(typed, 'lemon')!.id;
    const onOther = await calls.send(cook, 'POST', `/api/lists/${second.listId}/items/${lemon}/to-pantry`, {});
    expect(onOther.statusCode).toBe(404);
    const onOwn = await calls.send(cook, 'POST', `/api/lists/current/items/${lemon}/to-pantry`, {});
    expect(onOwn.json().list).toMatchObject({ isDefault: true, name: 'Main Shopping List' });
  });
});
