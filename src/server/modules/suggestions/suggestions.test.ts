import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestions, users } from '../../db/schema.ts';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const URL_BASE = '/api/userSuggestions';

describe('suggestions', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  let n = 0;
  const newUrl = () => `https://recipes.example.com/dish/${++n}`;
  const suggest = (user: TestUser, url: unknown = newUrl()) =>
    t.app.inject({ method: 'POST', url: URL_BASE, headers: user.auth, payload: { url } });
  const findRow = async (id: number) => (await t.db.select().from(suggestions).where(eq(suggestions.id, id)))[0];

  describe('POST /api/userSuggestions', () => {
    it('creates a pending suggestion of the caller', async () => {
      const user = await createUser(t.app);
      const url = newUrl();
      const res = await suggest(user, `  ${url}  `);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        url,
        status: 'Pending',
        adminResponse: '',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updatedAt: body.createdAt,
        user: { username: user.username },
      });
      expect(await findRow(body.id)).toMatchObject({ userId: user.id, url, status: 'Pending', adminResponse: '' });
    });

    it('answers 400 for a URL that is not absolute http(s), too long or missing', async () => {
      const user = await createUser(t.app);
      for (const url of ['javascript:alert(1)', '/relative/path', `https://example.com/${'a'.repeat(2048)}`, 42]) {
        const res = await suggest(user, url);
        expect(res.statusCode, String(url)).toBe(400);
        expect(Object.keys(res.json().details)).toEqual(['url']);
      }
      const empty = await t.app.inject({ method: 'POST', url: URL_BASE, headers: user.auth, payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().details).toHaveProperty('url');
      expect(await t.db.$count(suggestions, eq(suggestions.userId, user.id))).toBe(0);
    });

    it('accepts a URL of exactly 2048 characters', async () => {
      const url = `https://example.com/${'b'.repeat(2048 - 'https://example.com/'.length)}`;
      const res = await suggest(await createUser(t.app), url);
      expect(res.statusCode).toBe(201);
      expect(res.json().url).toHaveLength(2048);
    });

    it('answers 409 when the same user suggests the same URL again; others may', async () => {
      const [user, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
      const url = newUrl();
      expect((await suggest(user, url)).statusCode).toBe(201);
      const again = await suggest(user, url);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'You already suggested this recipe', code: 'ALREADY_SUGGESTED' });
      expect((await suggest(other, url)).statusCode).toBe(201);
      expect(await t.db.$count(suggestions, eq(suggestions.url, url))).toBe(2);
    });

    it('answers 401 without a token and 400 for malformed JSON', async () => {
      expect((await t.app.inject({ method: 'POST', url: URL_BASE, payload: { url: newUrl() } })).statusCode).toBe(401);
      const malformed = await t.app.inject({
        method: 'POST',
        url: URL_BASE,
        headers: { ...(await createUser(t.app)).auth, 'content-type': 'application/json' },
        payload: '{"url":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toMatch(/JSON/);
    });
  });

  describe('GET /api/userSuggestions/me', () => {
    it("lists only the caller's suggestions, newest first, a page at a time", async () => {
      const [user, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
      await suggest(other);
      const base = Date.parse('2024-01-01T00:00:00Z');
      await t.db.insert(suggestions).values(
        Array.from({ length: 27 }, (_, i) => ({
          userId: user.id,
          url: `https://mine.example.com/${i}`,
          createdAt: new Date(base + i * 60_000),
        })),
      );
      const page = (q: string) => t.app.inject({ method: 'GET', url: `${URL_BASE}/me${q}`, headers: user.auth });
      const first = await page('');
      expect(first.statusCode).toBe(200);
      expect(first.json().count).toBe(27);
      expect(first.json().rows).toHaveLength(25);
      expect(first.json().rows[0]).toMatchObject({
        url: 'https://mine.example.com/26',
        user: { username: user.username },
      });
      const second = (await page('?page=2')).json();
      expect(second.rows.map((s: { url: string }) => s.url)).toEqual([
        'https://mine.example.com/1',
        'https://mine.example.com/0',
      ]);
    });

    it('answers 400 for page=0 and 401 without a token', async () => {
      const user = await createUser(t.app);
      const zero = await t.app.inject({ method: 'GET', url: `${URL_BASE}/me?page=0`, headers: user.auth });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().details).toHaveProperty('page');
      expect((await t.app.inject({ method: 'GET', url: `${URL_BASE}/me` })).statusCode).toBe(401);
    });
  });

  describe('GET /api/userSuggestions (admin)', () => {
    const list = (q: string, who: TestUser = admin) =>
      t.app.inject({ method: 'GET', url: `${URL_BASE}${q}`, headers: who.auth });

    it('lists every suggestion newest first, or those of one status', async () => {
      const user = await createUser(t.app);
      const approved = (await suggest(user)).json();
      await t.db.update(suggestions).set({ status: 'Approved' }).where(eq(suggestions.id, approved.id));
      const latest = (await suggest(user)).json();

      const all = (await list('')).json();
      expect(all.count).toBe(await t.db.$count(suggestions));
      expect(all.rows[0].id).toBe(latest.id);
      const times = all.rows.map((s: { createdAt: string }) => Date.parse(s.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect((await list('?status=All')).json().count).toBe(all.count);

      const onlyApproved = (await list('?status=Approved&page=1')).json();
      expect(onlyApproved).toEqual({ rows: [{ ...approved, status: 'Approved' }], count: 1 });
      const pending = (await list('?status=Pending')).json();
      expect(pending.count).toBe(await t.db.$count(suggestions, eq(suggestions.status, 'Pending')));
      expect(pending.rows.every((s: { status: string }) => s.status === 'Pending')).toBe(true);
    });

    it('answers 400 for an unknown status or page=0', async () => {
      const status = await list('?status=Maybe');
      expect(status.statusCode).toBe(400);
      expect(status.json().details).toHaveProperty('status');
      expect((await list('?page=0')).json().details).toHaveProperty('page');
    });

    it('answers 401 without a token and 403 for a non-admin', async () => {
      expect((await t.app.inject({ method: 'GET', url: URL_BASE })).statusCode).toBe(401);
      expect((await list('', await createUser(t.app))).statusCode).toBe(403);
    });
  });

  describe('GET /api/userSuggestions/:id (admin)', () => {
    const get = (id: number | string, who: TestUser = admin) =>
      t.app.inject({ method: 'GET', url: `${URL_BASE}/${id}`, headers: who.auth });

    it('answers the suggestion', async () => {
      const created = (await suggest(await createUser(t.app))).json();
      const res = await get(created.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created);
    });

    it('keeps a suggestion whose suggester was deleted, with user null', async () => {
      const user = await createUser(t.app);
      const created = (await suggest(user)).json();
      await t.db.delete(users).where(eq(users.id, user.id));
      expect((await get(created.id)).json()).toEqual({ ...created, user: null });
    });

    it('answers 404 for an unknown id, 400 for a bad one, 403 for a non-admin', async () => {
      const unknown = await get(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
      const bad = await get('abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toHaveProperty('id');
      const created = (await suggest(await createUser(t.app))).json();
      expect((await get(created.id, await createUser(t.app))).statusCode).toBe(403);
    });
  });

  describe('PUT /api/userSuggestions/:id (admin)', () => {
    const review = (id: number, payload: object, who: TestUser = admin) =>
      t.app.inject({ method: 'PUT', url: `${URL_BASE}/${id}`, headers: who.auth, payload });

    it('sets status and response and bumps updatedAt', async () => {
      const created = (await suggest(await createUser(t.app))).json();
      // Backdated, so that the bump shows even within the same millisecond.
      const before = new Date(Date.parse(created.updatedAt) - 60_000);
      await t.db.update(suggestions).set({ updatedAt: before }).where(eq(suggestions.id, created.id));
      const res = await review(created.id, { status: 'Approved', adminResponse: ' Added, thanks! ' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id: created.id, status: 'Approved', adminResponse: 'Added, thanks!' });
      expect(body.createdAt).toBe(created.createdAt);
      expect(Date.parse(body.updatedAt)).toBeGreaterThan(before.getTime());
      expect(await findRow(created.id)).toMatchObject({ status: 'Approved', adminResponse: 'Added, thanks!' });
    });

    it('answers 400 naming an invalid status, and changes nothing', async () => {
      const created = (await suggest(await createUser(t.app))).json();
      const res = await review(created.id, { status: 'Maybe', adminResponse: 'x' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toEqual(['status']);
      expect((await findRow(created.id)).status).toBe('Pending');
    });

    it('answers 404 for an unknown id and 403 for a non-admin', async () => {
      expect((await review(999_999, { status: 'Denied', adminResponse: '' })).statusCode).toBe(404);
      const user = await createUser(t.app);
      const created = (await suggest(user)).json();
      expect((await review(created.id, { status: 'Approved', adminResponse: 'self' }, user)).statusCode).toBe(403);
      expect((await findRow(created.id)).status).toBe('Pending');
    });
  });

  describe('DELETE /api/userSuggestions/:id (admin)', () => {
    const remove = (id: number, who: TestUser = admin) =>
      t.app.inject({ method: 'DELETE', url: `${URL_BASE}/${id}`, headers: who.auth });

    it('deletes the suggestion; a second delete answers 404', async () => {
      const created = (await suggest(await createUser(t.app))).json();
      const res = await remove(created.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await findRow(created.id)).toBeUndefined();
      expect((await remove(created.id)).statusCode).toBe(404);
    });

    it('answers 401 without a token and 403 for a non-admin, keeping the row', async () => {
      const user = await createUser(t.app);
      const created = (await suggest(user)).json();
      expect((await t.app.inject({ method: 'DELETE', url: `${URL_BASE}/${created.id}` })).statusCode).toBe(401);
      expect((await remove(created.id, user)).statusCode).toBe(403);
      expect(await findRow(created.id)).toBeDefined();
    });
  });
});
