import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

type Handle = DatabaseHandle & { url?: string };
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);

/** A copy of today's migrations cut before `tag`, to build a database as it was just before that migration. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'hk-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0003 fills the new recipe fields of existing rows', () => {
  let h: Handle;
  let folder: string;
  const query = async (text: string) => rowsOf(await h.db.execute(sql.raw(text)));

  beforeAll(async () => {
    h = await createTestDatabase({ empty: true });
    folder = migrationsBefore('0003_recipe_truth');
    if (h.kind === 'pglite') await migratePglite(h.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePostgres(h.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    await query(`insert into recipes (id, name, url, img, servings, cook_time)
      values (1, 'Old Bread', 'https://example.com/bread', '/images/x.svg', 4, 60)`);
    await query(`insert into ingredients (id, name) values (1, 'flour'), (2, 'eggs'), (3, 'salt')`);
    await query(`insert into line_items (recipe_id, ingredient_id, qty, measurement, position)
      values (1, 1, 1.5, 'cups', 0), (1, 2, 2, 'whole', 1), (1, 3, 1, 'to taste', 2)`);
    await runMigrations(h, h.url);
  });
  afterAll(async () => {
    await h.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes each line out from its amount, measurement and food; a "to taste" line loses its made-up 1', async () => {
    expect(
      await query('select qty::float8 as qty, qty_max, measurement, comment, text from line_items order by position'),
    ).toEqual([
      { qty: 1.5, qty_max: null, measurement: 'cups', comment: '', text: '1.5 cups flour' },
      { qty: 2, qty_max: null, measurement: 'whole', comment: '', text: '2 eggs' },
      { qty: null, qty_max: null, measurement: 'to taste', comment: '', text: 'salt, to taste' },
    ]);
  });

  it('gives existing recipes an empty method and no prep or total time', async () => {
    expect(await query('select instructions, prep_time, total_time from recipes')).toEqual([
      { instructions: [], prep_time: null, total_time: null },
    ]);
  });
});
