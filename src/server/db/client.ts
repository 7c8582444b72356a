import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createPgNotifications, type Notifications } from './notifications.ts';
import * as schema from './schema.ts';
import { WORD_SIMILARITY_THRESHOLD } from './word-similarity.ts';

/** The drizzle database, the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY; on PostgreSQL its own connection, opened at the first listen and kept through outages. */
  notifications: Notifications;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder; undefined keeps the database in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Told about every lost PostgreSQL connection; the pool replaces the connection on its own. */
  onConnectionError?: (err: Error) => void;
}

/** Longest wait for a new PostgreSQL connection, so an unreachable server fails a request fast. */
export const CONNECT_TIMEOUT_MS = 1_500;
/** Longest wait for one query's answer on a connection that went silent. */
export const QUERY_TIMEOUT_MS = 15_000;

/**
 * pg-pool uses `connectionTimeoutMillis` both for opening a socket and for waiting for a free pooled
 * connection. Only the first should be short: under load, waiting for the pool is normal.
 */
class ClientWithConnectTimeout extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** A node-postgres pool in which no database event can throw out of an event emitter. */
export function createPool(databaseUrl: string, options: Omit<DatabaseOptions, 'databaseUrl' | 'dataDir'> = {}) {
  const onError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    Client: ClientWithConnectTimeout,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    // Recipe search's typo tolerance; PostgreSQL keeps a setting of an extension not loaded yet.
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  });
  // An idle connection that dies is reported here (the pool has already dropped it).
  pool.on('error', () => {});
  // A checked-out connection (inside a transaction, between two queries) has no listener of the pool's,
  // and an 'error' event without a listener would crash the process.
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options);
    const notifications = createPgNotifications(options.databaseUrl, {
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      onError: options.onConnectionError,
    });
    return {
      // numeric and bigint come back as text; the schema maps them.
      db: drizzlePostgres(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      notifications,
      async close() {
        await notifications.close();
        await pool.end();
      },
    };
  }
  // PGlite (and its WebAssembly) is loaded only when it is the engine (docs/performance.md, "Idle memory").
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}

/** Resolves once the database answers a trivial query. */
/** The rows of a raw `db.execute`: PGlite answers `{ rows }`, node-postgres through drizzle too, some drivers an array. */
export function resultRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

export async function selectOne(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The Postgres error code of a failed query, looking through drizzle's wrapper. */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';
