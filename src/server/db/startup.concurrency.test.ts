import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { DEMO_DISHES } from './seed/catalogue.ts';
import { seedDatabase } from './seed/index.ts';

const TABLES = [
  'drizzle.__drizzle_migrations',
  'users',
  'recipes',
  'cuisines',
  'restrictions',
  'appliances',
  'ingredients',
  'line_items',
  'recipe_cuisines',
  'likes',
  'dislikes',
  'shopping_lists',
  'shopping_list_recipes',
  'suggestions',
];

const config = testConfig({ seedDemo: true, admin: { username: 'startadmin', password: 'start-admin-pass' } });

/** What main.ts does before it listens: its own connection pool, migrations, then the seed. */
async function startInstance(url: string) {
  const handle = await openDatabase({ databaseUrl: url });
  try {
    await runMigrations(handle, url);
    await seedDatabase(handle.db, config, { info: () => {} });
  } finally {
    await handle.close();
  }
}

async function counts(h: DatabaseHandle) {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await h.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    out[table] = row.n;
  }
  return out;
}

// Instances share a database only on a PostgreSQL server; the advisory locks that keep them apart are
// PostgreSQL's. PGlite belongs to one process, so there is nothing to race there.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances starting at once on one empty database', () => {
  const handles: (DatabaseHandle & { url?: string })[] = [];
  afterAll(() => Promise.all(handles.map((h) => h.close())));
  const emptyDatabase = async () => {
    const h = await createTestDatabase({ empty: true });
    handles.push(h);
    return h;
  };

  it('migrate and seed exactly once: the same rows as one instance starting alone', async () => {
    const alone = await emptyDatabase();
    await startInstance(alone.url!);
    const expected = await counts(alone);
    expect(expected).toMatchObject({ recipes: DEMO_DISHES.length, users: 2 });

    const shared = await emptyDatabase();
    await Promise.all([startInstance(shared.url!), startInstance(shared.url!)]);
    expect(await counts(shared)).toEqual(expected);
  });
});
