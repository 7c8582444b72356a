import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, shares } from '../../db/schema.ts';
import { createAdmin, createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashShareToken } from './share-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('share links: /api/shares', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let recipeId: number;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://kitchen.example' });
    alice = await createUser(t.app);
    bob = await createUser(t.app);
    recipeId = await createRecipe(t.db, { details: { name: 'Shared Soup' } });
  });
  afterAll(() => t.close());

  const create = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/shares', headers: user.auth, payload });
  const list = async (user: TestUser, page = 1) =>
    (await t.app.inject({ method: 'GET', url: `/api/shares?page=${page}`, headers: user.auth })).json();
  const makeCollection = async (user: TestUser, name: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/collections', headers: user.auth, payload: { name } })).json();

  it('answers 201 with a 144-bit base64url token shown once under PUBLIC_URL, stores only its SHA-256', async () => {
    const res = await create(alice, { recipeId });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.url).toBe(`https://kitchen.example/s/${body.token}`);
    expect(body).toMatchObject({
      kind: 'recipe',
      target: { id: recipeId, name: 'Shared Soup' },
      expiresAt: null,
      views: 0,
    });
    const [row] = await t.db.select().from(shares).where(eq(shares.id, body.id));
    expect(row.tokenHash).toBe(hashShareToken(body.token));
    expect(JSON.stringify(row)).not.toContain(body.token);
    const again = (await create(alice, { recipeId })).json();
    expect(again.token).not.toBe(body.token);
    const listed = await list(alice);
    expect(listed.rows[0]).not.toHaveProperty('token');
    expect(listed.rows[0]).not.toHaveProperty('url');
    expect(JSON.stringify(listed)).not.toContain(body.token);
  });

  it('lists only the caller’s live links, newest first, with kind, target and views', async () => {
    const carol = await createUser(t.app);
    const first = (await create(carol, { recipeId })).json();
    const collection = await makeCollection(carol, 'Weeknights');
    const second = (await create(carol, { collectionId: collection.id })).json();
    const expired = (await create(carol, { recipeId, expiresAt: new Date(Date.now() + DAY_MS).toISOString() })).json();
    await t.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, expired.id));
    const listed = await list(carol);
    expect(listed.count).toBe(2);
    expect(listed.rows.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(listed.rows[0]).toMatchObject({ kind: 'collection', target: { id: collection.id, name: 'Weeknights' } });
    expect((await list(bob)).rows.map((r: { id: number }) => r.id)).not.toContain(first.id);
  });

  it('refuses both or neither target, and bad expiries, naming the field and storing nothing', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(shares))[0].n;
    const cases: [object, string][] = [
      [{}, 'recipeId'],
      [{ recipeId, collectionId: 1 }, 'collectionId'],
      [{ recipeId, expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt'],
      [{ recipeId, expiresAt: new Date(Date.now() + 367 * DAY_MS).toISOString() }, 'expiresAt'],
      [{ recipeId, expiresAt: 'next tuesday' }, 'expiresAt'],
      [{ recipeId, expiresAt: '2030-01-01' }, 'expiresAt'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details, JSON.stringify(payload)).toHaveProperty(field);
    }
    const ok = await create(alice, { recipeId, expiresAt: new Date(Date.now() + 366 * DAY_MS - 60_000).toISOString() });
    expect(ok.statusCode).toBe(201);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(shares))[0].n).toBe(before + 1);
  });

  it('404s an unknown or inactive recipe and another user’s collection', async () => {
    const inactive = await createRecipe(t.db);
    await t.db.update(recipes).set({ isActive: false }).where(eq(recipes.id, inactive));
    expect((await create(alice, { recipeId: 999_999 })).statusCode).toBe(404);
    expect((await create(alice, { recipeId: inactive })).statusCode).toBe(404);
    const bobs = await makeCollection(bob, 'Bob only');
    expect((await create(alice, { collectionId: bobs.id })).statusCode).toBe(404);
    expect((await create(bob, { collectionId: bobs.id })).statusCode).toBe(201);
  });

  it('allows 200 live links a user, then 409; an expired one frees its place', async () => {
    const dave = await createUser(t.app);
    await t.db
      .insert(shares)
      .values(
        Array.from({ length: 199 }, (_, i) => ({ tokenHash: `dave-${dave.id}-${i}`, userId: dave.id, recipeId })),
      );
    const last = await create(dave, { recipeId });
    expect(last.statusCode).toBe(201);
    const over = await create(dave, { recipeId });
    expect(over.statusCode).toBe(409);
    expect((await list(dave)).count).toBe(200);
    await t.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, last.json().id));
    expect((await create(dave, { recipeId })).statusCode).toBe(201);
  });

  it('lets only one of several simultaneous creations take the 200th place', async () => {
    const erin = await createUser(t.app);
    await t.db
      .insert(shares)
      .values(
        Array.from({ length: 199 }, (_, i) => ({ tokenHash: `erin-${erin.id}-${i}`, userId: erin.id, recipeId })),
      );
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(erin, { recipeId })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shares)
      .where(eq(shares.userId, erin.id));
    expect(n).toBe(200);
  });

  it('lets the creator or an admin delete a link, and nobody else (404)', async () => {
    const link = (await create(alice, { recipeId })).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/shares/${link.id}`, headers: bob.auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/s/${link.token}` })).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/shares/${link.id}`, headers: alice.auth });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/s/${link.token}` })).statusCode).toBe(404);
    const other = (await create(alice, { recipeId })).json();
    const admin = await createAdmin(t.app);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/shares/${other.id}`, headers: admin.auth })).statusCode,
    ).toBe(204);
    expect(await t.db.select().from(shares).where(eq(shares.id, other.id))).toEqual([]);
  });

  it('ends a collection’s links when the collection is deleted', async () => {
    const collection = await makeCollection(alice, 'Gone soon');
    const link = (await create(alice, { collectionId: collection.id })).json();
    expect((await t.app.inject({ method: 'GET', url: `/s/${link.token}` })).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/collections/${collection.id}`, headers: alice.auth });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/s/${link.token}` })).statusCode).toBe(404);
    expect(await t.db.select().from(shares).where(eq(shares.id, link.id))).toEqual([]);
  });

  it('ends a recipe’s links when the recipe is deleted, and hides them while it is inactive', async () => {
    const id = await createRecipe(t.db);
    const link = (await create(alice, { recipeId: id })).json();
    await t.db.update(recipes).set({ isActive: false }).where(eq(recipes.id, id));
    expect((await t.app.inject({ method: 'GET', url: `/s/${link.token}` })).statusCode).toBe(404);
    expect((await list(alice)).rows.map((r: { id: number }) => r.id)).not.toContain(link.id);
    await t.db.delete(recipes).where(eq(recipes.id, id));
    expect(await t.db.select().from(shares).where(eq(shares.id, link.id))).toEqual([]);
  });

  it('counts the 200 answers of a link’s pages (within 5 s), not its 404s', async () => {
    const link = (await create(bob, { recipeId })).json();
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: `/s/${link.token}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/s/${link.token}/123` });
    const deadline = Date.now() + 5000;
    let row: { views: number; lastViewedAt: string | null } | undefined;
    while (Date.now() < deadline) {
      row = (await list(bob)).rows.find((r: { id: number }) => r.id === link.id);
      if (row?.views === 3) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row?.views).toBe(3);
    expect(row?.lastViewedAt).not.toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shares' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/shares', payload: { recipeId } })).statusCode).toBe(401);
  });
});
