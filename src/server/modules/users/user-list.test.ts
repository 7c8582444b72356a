import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectNoSecrets } from './test-support.ts';

describe('user list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/user/all', () => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await createAdmin(t.app);
      // Enough rows for a second page; the hash is never read here.
      await t.db.insert(users).values(
        Array.from({ length: 30 }, (_, i) => ({
          username: `listed_${i}`,
          firstName: i % 2 ? 'Bob' : 'Amy',
          lastName: `Zz${String(29 - (i % 15)).padStart(2, '0')}`,
          email: `listed_${i}@example.com`,
          phoneNum: '5550000000',
          gender: 'other',
          passwordHash: 'unused',
        })),
      );
    });
    const list = (query: string, who: TestUser = admin) =>
      t.app.inject({ method: 'GET', url: `/api/user/all${query}`, headers: who.auth });

    it('pages users by id with the total count and no secrets', async () => {
      const all = await t.db.select({ id: users.id }).from(users).orderBy(users.id);
      const first = await list('');
      expect(first.statusCode).toBe(200);
      expectNoSecrets(first.body);
      expect(first.json().count).toBe(all.length);
      expect(first.json().rows.map((u: { id: number }) => u.id)).toEqual(all.slice(0, 25).map((u) => u.id));
      const second = await list('?page=2');
      expect(second.json().rows.map((u: { id: number }) => u.id)).toEqual(all.slice(25, 50).map((u) => u.id));
    });

    it('sorts by last name, then first name and id, with sort=true', async () => {
      type Row = { id: number; username: string; firstName: string; lastName: string };
      const first = await list('?sort=true&page=1');
      expect(first.statusCode).toBe(200);
      expect(first.json().rows).toHaveLength(25);
      const second = await list('?sort=true&page=2');
      const rows: Row[] = [...first.json().rows, ...second.json().rows];
      expect(rows).toHaveLength(first.json().count);

      const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const sorted = [...rows].sort(
        (a, b) => cmp(a.lastName, b.lastName) || cmp(a.firstName, b.firstName) || a.id - b.id,
      );
      expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
      // Among the rows inserted above, last name Zz15 (i = 14 and 29) comes first; Amy (even i) before Bob.
      const listed = rows.filter((r) => r.username.startsWith('listed_')).map((r) => r.username);
      expect(listed.slice(0, 4)).toEqual(['listed_14', 'listed_29', 'listed_28', 'listed_13']);
    });

    it('answers 400 for page=0 or a bad sort', async () => {
      const zero = await list('?page=0');
      expect(zero.statusCode).toBe(400);
      expect(zero.json().details).toHaveProperty('page');
      const sort = await list('?sort=maybe');
      expect(sort.statusCode).toBe(400);
      expect(sort.json().details).toHaveProperty('sort');
    });

    it('answers 401 without a token and 403 for a non-admin', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/user/all' })).statusCode).toBe(401);
      const res = await list('', await createUser(t.app));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'ADMIN_REQUIRED' });
    });
  });
});
