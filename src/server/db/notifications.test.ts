import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../test/app-process.ts';
import { createTestDatabase } from '../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { notify } from './notifications.ts';

describe('notifications (LISTEN/NOTIFY)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers a notification to every subscriber of its channel, and none after unsubscribing', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const other: string[] = [];
    const stopFirst = await database.notifications.listen('hk_lists', (payload) => first.push(payload));
    await database.notifications.listen('hk_lists', (payload) => second.push(payload));
    await database.notifications.listen('hk_other', (payload) => other.push(payload));

    await notify(database.db, 'hk_lists', '{"list":1}');
    await waitUntil('both subscribers got it', () => first.length === 1 && second.length === 1);
    expect([first, second, other]).toEqual([['{"list":1}'], ['{"list":1}'], []]);

    stopFirst();
    await notify(database.db, 'hk_lists', 'two');
    await waitUntil('the remaining subscriber got it', () => second.length === 2);
    expect(first).toEqual(['{"list":1}']);
  });

  it('sends a notification of a transaction at its commit, and none at a rollback', async () => {
    const got: string[] = [];
    await database.notifications.listen('hk_tx', (payload) => got.push(payload));
    await database.db
      .transaction(async (tx) => {
        await notify(tx, 'hk_tx', 'rolled back');
        throw new Error('undo');
      })
      .catch(() => {});
    await database.db.transaction((tx) => notify(tx, 'hk_tx', 'committed'));
    await waitUntil('the committed one arrived', () => got.length > 0);
    expect(got).toEqual(['committed']);
  });
});
