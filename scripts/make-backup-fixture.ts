// Writes src/server/modules/backups/fixtures/hello-kitchen-schema-4.zip: a backup made by the first
// release's schema (migrations 0000-0003), which CI restores to prove older backups come forward.
// Run once with `npx tsx scripts/make-backup-fixture.ts`; the file is committed.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from '../src/server/test/template-database.ts';
import { applyMigrationSteps } from '../src/server/db/migration-steps.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';
import { sql } from 'drizzle-orm';
import { users, likes } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/lib/passwords.ts';
import { createRecipe } from '../src/server/test/factories.ts';
import { writeBackup } from '../src/server/modules/backups/backup-writer.ts';

const SCHEMA_VERSION = 4;
const folder = 'src/server/modules/backups/fixtures';
const handle = pgliteHandle(await PGlite.create());
const db = handle.db;
await db.transaction((tx) => applyMigrationSteps(tx, 0, SCHEMA_VERSION));
await seedReferenceData(db);
const [cook] = await db
  .insert(users)
  .values({
    username: 'oldcook',
    firstName: 'Old',
    lastName: 'Cook',
    email: 'old.cook@example.com',
    phoneNum: '5551234567',
    gender: 'other',
    passwordHash: await hashPassword('old-release-password'),
  })
  .returning();
const soup = await createRecipe(db, { details: { name: 'Old Release Soup', servings: 2, cookTime: 25 } });
await createRecipe(db, { details: { name: 'Old Release Bread' } });
await db.insert(likes).values({ userId: cook!.id, recipeId: soup });
// Raw SQL: these tables have grown since schema 4, and drizzle's inserts name every current column.
const listRows = await db.execute(sql`insert into shopping_lists (user_id) values (${cook!.id}) returning id`);
const listId = (listRows as unknown as { rows: { id: number }[] }).rows[0]!.id;
await db.execute(sql`insert into shopping_list_recipes (list_id, recipe_id) values (${listId}, ${soup})`);
mkdirSync(folder, { recursive: true });
const manifest = await writeBackup({
  db,
  path: `${folder}/hello-kitchen-schema-${SCHEMA_VERSION}.zip`,
  appVersion: '1.0.0',
  schemaVersion: SCHEMA_VERSION,
  now: new Date('2026-11-24T12:00:00Z'),
});
console.log(manifest.counts);
await handle.close();
