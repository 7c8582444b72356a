import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig } from '../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

// The database of the last release (see upgrade-fixtures/README.md), upgraded by today's migrations.
const LAST_RELEASE = join(import.meta.dirname, 'upgrade-fixtures/v1');

const TABLES = [
  'users',
  'recipes',
  'cuisines',
  'restrictions',
  'appliances',
  'ingredients',
  'recipe_cuisines',
  'recipe_restrictions',
  'recipe_appliances',
  'line_items',
  'likes',
  'dislikes',
  'shopping_lists',
  'shopping_list_recipes',
  'suggestions',
];

/** Rows worth comparing one by one, read with plain SQL so they do not depend on today's schema code. */
const SAMPLES = {
  users: 'select id, username, email, gender, is_admin, password_hash from users order by id',
  recipes: 'select id, name, url, servings, cook_time, is_active from recipes order by id',
  lineItems: 'select recipe_id, ingredient_id, qty::text, measurement, position from line_items order by id',
  likes: 'select user_id, recipe_id from likes order by 1, 2',
  lists: 'select id, user_id, is_completed, completed_at from shopping_lists order by id',
  listRecipes: 'select list_id, recipe_id from shopping_list_recipes order by 1, 2',
};

type Handle = DatabaseHandle & { url?: string };

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);
const query = async (h: Handle, text: string) => rowsOf(await h.db.execute(sql.raw(text)));

async function migrateWith(h: Handle, folder: string) {
  if (h.kind === 'pglite') await migratePglite(h.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePostgres(h.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

async function snapshot(h: Handle) {
  const counts: Record<string, unknown> = {};
  for (const table of TABLES) counts[table] = (await query(h, `select count(*)::int as n from ${table}`))[0];
  const samples: Record<string, unknown[]> = {};
  for (const [name, text] of Object.entries(SAMPLES)) samples[name] = await query(h, text);
  return { counts, samples };
}

describe('upgrading a database of the last release to the current schema', () => {
  let h: Handle;
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    h = await createTestDatabase({ empty: true });
    await migrateWith(h, join(LAST_RELEASE, 'migrations'));
    const statements = readFileSync(join(LAST_RELEASE, 'data.sql'), 'utf8')
      .replace(/^--.*$/gm, '')
      .split(/;\s*$/m)
      .filter((s) => s.trim());
    for (const statement of statements) await h.db.execute(sql.raw(statement));
    before = await snapshot(h);
    await runMigrations(h, h.url);
  });
  afterAll(() => h.close());

  it('started from a database that holds the fixture data', () => {
    expect(before.counts).toMatchObject({
      users: { n: 2 },
      recipes: { n: 3 },
      likes: { n: 2 },
      shopping_lists: { n: 2 },
    });
  });

  it('applies every current migration', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8'));
    const applied = await query(h, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied).toEqual([{ n: journal.entries.length }]);
  });

  it('keeps every row: the same counts and the same sample rows', async () => {
    expect(await snapshot(h)).toEqual(before);
  });

  it('gives the open list’s old recipes their servings and items once; completed lists stay as they were', async () => {
    const listRecipes = 'select list_id, recipe_id, servings, recipe_servings from shopping_list_recipes order by 1, 2';
    expect(await query(h, listRecipes)).toEqual([
      { list_id: 1, recipe_id: 1, servings: null, recipe_servings: null },
      { list_id: 1, recipe_id: 2, servings: null, recipe_servings: null },
      { list_id: 2, recipe_id: 2, servings: 1, recipe_servings: 1 },
    ]);
    const items = 'select list_id, name, jsonb_array_length(amounts) as amounts from shopping_list_items order by id';
    expect(await query(h, items)).toEqual([{ list_id: 2, name: 'cheese', amounts: 1 }]);
    const versions = 'select id, version from shopping_lists order by id';
    expect(await query(h, versions)).toEqual([
      { id: 1, version: 0 },
      { id: 2, version: 1 },
    ]);
    // Started again, there is nothing left to upgrade.
    await runMigrations(h, h.url);
    expect(await query(h, versions)).toEqual([
      { id: 1, version: 0 },
      { id: 2, version: 1 },
    ]);
  });

  it('serves the old data through today’s app: login, recipe, open list', async () => {
    const app = await buildApp({ config: testConfig(), db: h.db });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'oldcook', password: 'upgrade-pass1' },
      });
      expect(login.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${login.json().token}` };
      const recipe = await app.inject({ method: 'GET', url: '/api/recipes/1', headers: auth });
      expect(recipe.statusCode).toBe(200);
      expect(recipe.json()).toMatchObject({ id: 1, name: 'Old Margherita' });
      const list = await app.inject({ method: 'GET', url: '/api/user/me/currentList', headers: auth });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ id: 2, recipes: [{ id: 2, name: 'Old Quesadilla' }] });
    } finally {
      await app.close();
    }
  });
});
