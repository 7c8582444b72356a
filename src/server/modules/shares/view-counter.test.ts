import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares } from '../../db/schema.ts';
import { createRecipe, insertUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createViewCounter } from './view-counter.ts';

const silent = { warn: () => {} } as unknown as Parameters<typeof createViewCounter>[1];

describe('view counter', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let shareId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const userId = await insertUser(handle.db, 'viewcounter');
    const recipeId = await createRecipe(handle.db);
    [{ id: shareId }] = await handle.db
      .insert(shares)
      .values({ tokenHash: 'h', userId, recipeId })
      .returning({ id: shares.id });
  });
  afterAll(() => handle.close());

  const row = async () => (await handle.db.select().from(shares).where(eq(shares.id, shareId)))[0];

  it('adds the views of a second in one write, and writes what is pending when closed', async () => {
    const counter = createViewCounter(handle.db, silent, 60_000);
    const at = new Date('2026-12-07T06:00:00Z');
    counter.count(shareId, new Date('2026-12-07T05:59:00Z'));
    counter.count(shareId, at);
    counter.count(shareId, at);
    expect((await row()).views).toBe(0);
    await counter.close();
    expect(await row()).toMatchObject({ views: 3, lastViewedAt: at });
    // Increments add to what is there (another instance's counts).
    const other = createViewCounter(handle.db, silent, 60_000);
    other.count(shareId, at);
    await other.close();
    expect((await row()).views).toBe(4);
  });
});
