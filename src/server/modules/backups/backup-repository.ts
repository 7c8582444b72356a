import { sql } from 'drizzle-orm';
import { resultRows, type Db } from '../../db/client.ts';

/**
 * Tables a backup does not carry, because they hold nothing to keep: sign-in sessions (everyone signs in
 * again after a restore), rate-limit counters, idempotency replies and job bookkeeping, and the catalogue
 * version and the search's word list, which triggers keep. Every other table of the app's schema is carried, so a table added later is
 * in the backup without a change here (backups.test.ts checks both lists against the database).
 */
export const TABLES_NOT_CARRIED = new Set([
  'sessions',
  'rate_limit_hits',
  'catalogue_version',
  'idempotency_keys',
  'scheduled_runs',
  'recipe_name_words',
  // Short-lived: sign-in tickets, bookmarklet hand-overs, and the key of the sign-in flow's cookie (a new
  // one only ends sign-ins in progress).
  'oidc_tickets',
  'recipe_handoffs',
  'oidc_keys',
  // Bulk-import jobs live with their queue (the pgboss schema), which a backup does not carry; the recipes
  // they brought in are carried.
  'bulk_imports',
  'bulk_import_items',
  // Phone notifications waiting out a cooldown: restored later, they would tell of changes long past (the
  // settings, the browsers' subscriptions and the VAPID keys they were made for are carried).
  'notification_queue',
  'notification_cooldowns',
  // The webhooks' outbox and delivery log: restored, pending rows would send old events again, and the
  // log tells of another time (the endpoints and their secrets are carried; docs/decisions/backups.md).
  'outbox_events',
  'webhook_deliveries',
  // Derived from the recipes' lines ("what can I make"): rebuilt for every recipe at the app's next start
  // after a restore (fillMissingNeeds reads each recipe without a recipe_need_counts row).
  'recipe_needs',
  'recipe_need_counts',
  // Derived from the pantry and recipe_needs: a household's cover is built again at its first filtered list
  // after a restore (a restore makes the tables anew, so no household has one).
  'pantry_covers',
  'pantry_food_totals',
  'pantry_recipe_cover',
]);

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const ident = (name: string) => sql.raw(quote(name));

/** The app's tables that a backup carries, parents before children (by their foreign keys). */
export async function listCarriedTables(db: Db): Promise<string[]> {
  const tables = resultRows<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((t) => t.name);
  const edges = resultRows<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`),
  );
  const carried = tables.filter((t) => !TABLES_NOT_CARRIED.has(t));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < carried.length) {
    const ready = carried.filter(
      (t) => !placed.has(t) && edges.every((e) => e.child !== t || placed.has(e.parent) || !carried.includes(e.parent)),
    );
    if (ready.length === 0) throw new Error('The tables have a cycle of foreign keys');
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = resultRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${ident(table)}`));
  return row!.n;
}

/**
 * Every row of a table as a JSON text, in batches through a cursor (call inside a transaction). A batch holds
 * at most `maxRows` rows and about `maxBytes` of text: the first fetch is small, and the next ones are sized
 * by the rows seen, so that a table of large rows (pictures) never fills the memory.
 */
export async function* readTableRows(
  tx: Db,
  table: string,
  maxRows = 1000,
  maxBytes = 4 * 1024 * 1024,
): AsyncGenerator<string[]> {
  await tx.execute(
    sql`declare hk_backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
  );
  try {
    for (let fetch = Math.min(10, maxRows); ;) {
      const rows = resultRows<{ j: string }>(await tx.execute(sql.raw(`fetch ${fetch} from hk_backup_rows`)));
      if (rows.length === 0) return;
      const texts = rows.map((r) => r.j);
      yield texts;
      const perRow = Math.max(1, texts.reduce((n, t) => n + t.length, 0) / texts.length);
      fetch = Math.max(1, Math.min(maxRows, Math.floor(maxBytes / perRow)));
    }
  } finally {
    await tx.execute(sql`close hk_backup_rows`);
  }
}

/** The columns a restore writes: all but generated ones. */
async function writableColumns(tx: Db, table: string): Promise<string[]> {
  return resultRows<{ name: string }>(
    await tx.execute(
      sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    ),
  ).map((c) => c.name);
}

/** Answers a function that inserts rows given as JSON objects (as readTableRows wrote them), with their own ids. */
export async function rowInserter(tx: Db, table: string): Promise<(jsonRows: string[]) => Promise<void>> {
  const columns = sql.raw((await writableColumns(tx, table)).map(quote).join(', '));
  return async (jsonRows) => {
    if (jsonRows.length === 0) return;
    await tx.execute(
      sql`insert into ${ident(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${ident(table)}, ${`[${jsonRows.join(',')}]`}::json)`,
    );
  };
}

/**
 * Drops the foreign keys and the indexes that back no constraint, and answers a function that makes them
 * again: a bulk load goes several times faster when each index is built once at the end and each foreign
 * key is checked in one query, than row by row.
 */
export async function setAsideIndexesAndForeignKeys(tx: Db): Promise<() => Promise<void>> {
  const foreignKeys = resultRows<{ tbl: string; name: string; def: string }>(
    await tx.execute(sql`
      select k.conrelid::regclass::text as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public' order by 1, 2`),
  );
  const indexes = resultRows<{ name: string; def: string }>(
    await tx.execute(sql`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by 1`),
  );
  for (const k of foreignKeys) await tx.execute(sql.raw(`alter table ${k.tbl} drop constraint ${quote(k.name)}`));
  for (const i of indexes) await tx.execute(sql`drop index ${ident(i.name)}`);
  return async () => {
    for (const i of indexes) await tx.execute(sql.raw(i.def));
    for (const k of foreignKeys)
      await tx.execute(sql.raw(`alter table ${k.tbl} add constraint ${quote(k.name)} ${k.def}`));
  };
}

/** Moves every sequence of a table past its highest id, so that new rows after a restore get new ids. */
export async function resetSequences(tx: Db, table: string): Promise<void> {
  const columns = resultRows<{ name: string; seq: string | null }>(
    await tx.execute(
      sql`select column_name as name, pg_get_serial_sequence(${`public."${table}"`}, column_name) as seq from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
    ),
  ).filter((c) => c.seq);
  for (const c of columns) {
    await tx.execute(
      sql`select setval(${c.seq}, coalesce((select max(${ident(c.name)}) from ${ident(table)}), 0) + 1, false)`,
    );
  }
}

/** Empties the database of everything the migrations made, so that a restore rebuilds it in one transaction. */
export async function dropAppSchema(tx: Db): Promise<void> {
  await tx.execute(sql`drop schema if exists drizzle cascade`);
  // The bulk-import queue: its links point at jobs the restore does not bring back.
  await tx.execute(sql`drop schema if exists pgboss cascade`);
  await tx.execute(sql`drop schema public cascade`);
  await tx.execute(sql`create schema public`);
}
