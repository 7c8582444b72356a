import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { resultRows, type Db } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/** One migration of the folder, as drizzle's migrator reads it (the same hash and time it records). */
interface MigrationStep {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

/** The committed migrations in order. A database's schema version is how many of them it has applied. */
export function migrationSteps(folder = migrationsFolder()): MigrationStep[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => {
    const query = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      hash: createHash('sha256').update(query).digest('hex'),
      statements: query.split('--> statement-breakpoint').filter((s) => s.trim() !== ''),
    };
  });
}

/** This build's schema version: the number of migrations it ships. */
export const currentSchemaVersion = () => migrationSteps().length;

/** How many of the committed migrations a database has applied (0 for an empty database). */
export async function appliedSchemaVersion(db: Db): Promise<number> {
  const [exists] = resultRows<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!exists?.present) return 0;
  const [last] = resultRows<{ at: string | null }>(
    await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
  );
  if (!last?.at) return 0;
  return migrationSteps().filter((step) => step.when <= Number(last.at)).length;
}

/**
 * Applies migrations `from` (inclusive) to `to` (exclusive) on the given transaction and records them as
 * drizzle's migrator does, so that a restore can rebuild an older schema, load its rows and bring it
 * forward, all in one transaction; the migrator later sees them as applied.
 */
export async function applyMigrationSteps(tx: Db, from: number, to: number): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const step of migrationSteps().slice(from, to)) {
    for (const statement of step.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${step.hash}, ${step.when})`,
    );
  }
}
