import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdLists, shoppingListItems } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Amount = { qty: number | null; unit: string | null };
interface List {
  id: number;
  listId: number;
  name: string;
  isDefault: boolean;
  store: { placeId: string; name: string } | null;
  version: number;
  items: { id: number; name: string; amounts: Amount[]; checked: boolean; sources: { text: string }[] }[];
}

describe('several lists per household', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    who: TestUser,
    body?: object,
    key?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/lists${path}`,
      headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const newList = async (who: TestUser, name: string, store?: unknown) => {
    const res = await call('POST', '', who, { name, ...(store !== undefined && { store }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<List>();
  };
  const listCount = async (ownerId: number) =>
    (await t.db.select().from(householdLists).where(eq(householdLists.ownerId, ownerId))).length;
  const addItem = async (who: TestUser, listId: number | 'current', text: string, key?: string) => {
    const res = await call('POST', `/${listId}/items`, who, { text }, key);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<List>();
  };

  it('starts every household with one list, "Main Shopping List", the default, which current means', async () => {
    const user = await createUser(t.app);
    const page = (await call('GET', '', user)).json<{ rows: object[]; count: number }>();
    expect(page).toEqual({
      rows: [
        {
          listId: expect.any(Number),
          name: 'Main Shopping List',
          isDefault: true,
          store: null,
          version: 0,
          itemCount: 0,
          uncheckedCount: 0,
        },
      ],
      count: 1,
    });
    const current = (await call('GET', '/current', user)).json<List>();
    const byId = (await call('GET', `/${current.listId}`, user)).json<List>();
    expect(byId).toEqual(current);
  });

  it('makes, renames and deletes lists; names are unique in any case, 1–60 characters; the default stays', async () => {
    const user = await createUser(t.app);
    const costco = await newList(user, 'Costco');
    expect(costco).toMatchObject({ name: 'Costco', isDefault: false, store: null, items: [] });
    expect((await call('POST', '', user, { name: 'costco' })).statusCode).toBe(409);
    expect((await call('POST', '', user, { name: 'main shopping list' })).statusCode).toBe(409);
    const empty = await call('POST', '', user, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toHaveProperty('name');
    expect((await call('POST', '', user, { name: 'x'.repeat(61) })).json().details).toHaveProperty('name');
    expect(await listCount(user.id)).toBe(2);

    const renamed = await call('PATCH', `/${costco.listId}`, user, { name: 'Warehouse' });
    expect(renamed.json()).toMatchObject({ name: 'Warehouse', version: costco.version + 1 });
    expect((await call('PATCH', `/${costco.listId}`, user, { name: 'MAIN shopping list' })).statusCode).toBe(409);

    const main = (await call('GET', '/current', user)).json<List>();
    const refused = await call('DELETE', `/${main.listId}`, user);
    expect(refused.statusCode).toBe(409);
    expect((await call('DELETE', `/${costco.listId}`, user, undefined, 'delete-1')).statusCode).toBe(204);
    // A replay answers as the first time; without the key the list is gone.
    expect((await call('DELETE', `/${costco.listId}`, user, undefined, 'delete-1')).statusCode).toBe(204);
    expect((await call('GET', `/${costco.listId}`, user)).statusCode).toBe(404);
    expect(await listCount(user.id)).toBe(1);
  });

  it('holds at most 20 lists: the 21st is 409 and not stored', async () => {
    const user = await createUser(t.app);
    for (let i = 1; i <= 19; i++) await newList(user, `List ${i}`);
    const res = await call('POST', '', user, { name: 'One too many' });
    expect(res.statusCode).toBe(409);
    expect(await listCount(user.id)).toBe(20);
  });

  it('moves current with the default; the lists come default first, then by name', async () => {
    const user = await createUser(t.app);
    const b = await newList(user, 'b list');
    await newList(user, 'A list');
    await addItem(user, b.listId, 'bread');
    const made = await call('PATCH', `/${b.listId}`, user, { isDefault: true });
    expect(made.json()).toMatchObject({ isDefault: true, items: [{ name: 'bread' }] });
    expect((await call('GET', '/current', user)).json()).toMatchObject({ listId: b.listId, name: 'b list' });
    const names = (await call('GET', '', user)).json<{ rows: { name: string; isDefault: boolean }[] }>().rows;
    expect(names.map((r) => [r.name, r.isDefault])).toEqual([
      ['b list', true],
      ['A list', false],
      ['Main Shopping List', false],
    ]);
    expect((await call('PATCH', `/${b.listId}`, user, { isDefault: false })).statusCode).toBe(400);
  });

  it('keeps items, versions and Idempotency-Key replays per list', async () => {
    const user = await createUser(t.app);
    const second = await newList(user, 'Second');
    const main = await addItem(user, 'current', 'milk', 'key-1');
    const other = await addItem(user, second.listId, 'eggs', 'key-1');
    expect(other.items.map((i) => i.name)).toEqual(['eggs']);
    expect(main.items.map((i) => i.name)).toEqual(['milk']);
    const replay = await addItem(user, second.listId, 'eggs', 'key-1');
    expect(replay).toEqual(other);
    expect((await call('GET', '/current', user)).json<List>().version).toBe(main.version);
    expect((await call('GET', `/${second.listId}`, user)).json<List>()).toMatchObject({
      version: 1,
      items: [{ name: 'eggs' }],
    });
    const summary = (await call('GET', '', user)).json<{ rows: { name: string; itemCount: number }[] }>().rows;
    expect(summary.map((r) => [r.name, r.itemCount])).toEqual([
      ['Main Shopping List', 1],
      ['Second', 1],
    ]);
  });

  it('completes one list without touching another; each has its own history', async () => {
    const user = await createUser(t.app);
    const second = await newList(user, 'Second');
    await addItem(user, 'current', 'milk');
    const before = await addItem(user, second.listId, 'eggs');
    const done = await call('POST', `/${second.listId}/complete`, user);
    expect(done.statusCode).toBe(200);
    const after = (await call('GET', `/${second.listId}`, user)).json<List>();
    expect(after).toMatchObject({ listId: second.listId, items: [] });
    expect(after.id).not.toBe(before.id);
    expect((await call('GET', '/current', user)).json<List>().items.map((i) => i.name)).toEqual(['milk']);
    const history = (await call('GET', `/${second.listId}/history`, user)).json<{ rows: List[]; count: number }>();
    expect(history.count).toBe(1);
    expect(history.rows[0]).toMatchObject({ listId: second.listId, name: 'Second', items: [{ name: 'eggs' }] });
    expect((await call('GET', '/current/history', user)).json().count).toBe(0);
  });

  it('binds a list to one store from the map; GET ?store= finds it; one list per store', async () => {
    const user = await createUser(t.app);
    const bound = await newList(user, 'Ralphs', { placeId: 'osm:node/1001', name: 'Ralphs' });
    expect(bound.store).toEqual({ placeId: 'osm:node/1001', name: 'Ralphs' });
    const found = (await call('GET', '?store=osm:node/1001', user)).json<{ rows: { listId: number }[] }>();
    expect(found.rows.map((r) => r.listId)).toEqual([bound.listId]);
    expect((await call('GET', '?store=osm:node/9', user)).json().count).toBe(0);
    expect((await call('POST', '', user, { name: 'Again', store: 'osm:node/1001' })).statusCode).toBe(409);
    const bad = await call('POST', '', user, { name: 'Bad', store: 'node 1001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('store');
    expect(await listCount(user.id)).toBe(2);
    const main = (await call('GET', '/current', user)).json<List>();
    const moved = await call('PATCH', `/${main.listId}`, user, { store: 'osm:way/2001' });
    expect(moved.json().store).toEqual({ placeId: 'osm:way/2001', name: 'osm:way/2001' });
    expect((await call('PATCH', `/${main.listId}`, user, { store: null })).json().store).toBeNull();
  });

  it('moves an item with its amounts, tick and sources; one of the same food absorbs it; one version step each', async () => {
    const user = await createUser(t.app);
    const recipe = await createRecipe(t.db, {
      ingredients: [{ name: 'flour', qty: 500, measurement: 'g' }],
      details: { servings: 2 },
    });
    const target = await newList(user, 'Bakery');
    await addItem(user, target.listId, '1 kg flour');
    const source = (
      await call('POST', '/current/recipes', user, { recipes: [{ id: recipe, servings: 4 }] })
    ).json<List>();
    const flour = source.items.find((i) => i.name === 'flour')!;
    expect(flour.amounts).toEqual([{ qty: 1, unit: 'kilogram' }]);
    await call('PATCH', `/current/items/${flour.id}`, user, { checked: true });
    const targetBefore = (await call('GET', `/${target.listId}`, user)).json<List>();

    const res = await call('POST', `/current/items/${flour.id}/move`, user, { toListId: target.listId });
    expect(res.statusCode, res.body).toBe(200);
    const { from, to } = res.json<{ from: List; to: List }>();
    expect(from.items.find((i) => i.name === 'flour')).toBeUndefined();
    expect(from.version).toBe(source.version + 2);
    expect(to.version).toBe(targetBefore.version + 1);
    expect(to.items).toEqual([
      expect.objectContaining({
        name: 'flour',
        amounts: [{ qty: 2, unit: 'kilogram' }],
        checked: false,
        sources: [expect.objectContaining({ text: '1 kg flour' }), expect.objectContaining({ text: '500 g flour' })],
      }),
    ]);

    // Alone on a new list it keeps its tick; the recipe's servings on the first list no longer scale it.
    const third = await newList(user, 'Third');
    const again = await call('POST', `/${target.listId}/items/${to.items[0].id}/move`, user, {
      toListId: third.listId,
    });
    expect(again.json().to.items).toEqual([
      expect.objectContaining({ name: 'flour', amounts: [{ qty: 2, unit: 'kilogram' }] }),
    ]);
    const stored = await t.db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.id, again.json().to.items[0].id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a move to its own list (400), to an unknown or another household’s list (404), of an unknown item (404)', async () => {
    const user = await createUser(t.app);
    const stranger = await createUser(t.app);
    const theirs = await newList(stranger, 'Theirs');
    const mine = await newList(user, 'Mine');
    const { items, listId } = await addItem(user, 'current', 'salt');
    const own = await call('POST', `/current/items/${items[0].id}/move`, user, { toListId: listId });
    expect(own.statusCode).toBe(400);
    expect(own.json().details).toHaveProperty('toListId');
    expect(
      (await call('POST', `/current/items/${items[0].id}/move`, user, { toListId: theirs.listId })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/current/items/${items[0].id}/move`, user, { toListId: 999999 })).statusCode).toBe(404);
    expect(
      (await call('POST', `/${mine.listId}/items/${items[0].id}/move`, user, { toListId: listId })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/current', user)).json<List>().items.map((i) => i.name)).toEqual(['salt']);
  });

  it('answers 404 for another household’s list on every path, changing nothing', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const theirs = await newList(owner, 'Private');
    const { items } = await addItem(owner, theirs.listId, 'caviar');
    for (const [method, path, body] of [
      ['GET', `/${theirs.listId}`],
      ['PATCH', `/${theirs.listId}`, { name: 'Mine now' }],
      ['DELETE', `/${theirs.listId}`],
      ['POST', `/${theirs.listId}/items`, { text: 'more' }],
      ['PATCH', `/${theirs.listId}/items/${items[0].id}`, { checked: true }],
      ['POST', `/${theirs.listId}/complete`],
      ['GET', `/${theirs.listId}/history`],
      ['GET', `/${theirs.listId}/events`],
    ] as const)
      expect((await call(method, path, stranger, body)).statusCode, `${method} ${path}`).toBe(404);
    expect((await call('GET', `/${theirs.listId}`, owner)).json()).toMatchObject({
      name: 'Private',
      version: 1,
      items: [{ name: 'caviar', checked: false }],
    });
  });
});
