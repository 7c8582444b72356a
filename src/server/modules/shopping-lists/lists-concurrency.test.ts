import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { shoppingListItems, shoppingLists } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { LIST_CHANGES_CHANNEL } from './repository.ts';

// Real parallel transactions show on PostgreSQL (TEST_DATABASE_URL); on PGlite the same tests check the logic.
describe('shopping list writes under concurrency', () => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
    app = await buildApp({ config: testConfig(), db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const post = (auth: object, text: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/lists/current/items',
      headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { text },
    });

  it('20 concurrent writers lose nothing, and each change is one version', async () => {
    const user = await createUser(app);
    const seed = await post(user.auth, '1 cup flour');
    const flour = seed.json().items[0].id;
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => post(user.auth, `${i + 1} apples`)),
      ...['paper towels', 'dish soap', 'foil', 'sponges'].map((text) => post(user.auth, text)),
      app.inject({
        method: 'PATCH',
        url: `/api/lists/current/items/${flour}`,
        headers: user.auth,
        payload: { checked: true },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const [list] = await handle.db.select().from(shoppingLists).where(eq(shoppingLists.userId, user.id));
    expect(list.version).toBe(21);
    const items = await handle.db.select().from(shoppingListItems).where(eq(shoppingListItems.listId, list.id));
    const apples = items.find((i) => i.foodKey === 'apple')!;
    expect(apples.sources).toHaveLength(15);
    // 1 + 2 + … + 15
    expect(apples.amounts).toEqual([{ qty: 120, unit: null }]);
    expect(items.filter((i) => i.category === 'household')).toHaveLength(4);
    expect(items.find((i) => i.id === flour)!.checked).toBe(true);
  });

  it('concurrent replays of one Idempotency-Key change the list once and answer alike', async () => {
    const user = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(user.auth, '2 pears', 'same-key')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [list] = await handle.db.select().from(shoppingLists).where(eq(shoppingLists.userId, user.id));
    expect(list.version).toBe(1);
  });

  it('notifies list_changes with the owner, the list and the new version after each committed change', async () => {
    const user = await createUser(app);
    const received: string[] = [];
    const stop = await handle.notifications.listen(LIST_CHANGES_CHANNEL, (payload) => received.push(payload));
    try {
      await post(user.auth, 'bread');
      await post(user.auth, '   ');
      await expect
        .poll(() => received.map((p) => JSON.parse(p)).filter((p) => p.ownerId === user.id), { timeout: 10_000 })
        .toEqual([{ ownerId: user.id, listId: expect.any(Number), isDefault: true, version: 1 }]);
    } finally {
      stop();
    }
  });
});
