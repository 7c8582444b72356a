import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type NotificationHandler = (payload: string) => void;

/** PostgreSQL LISTEN/NOTIFY for one process: one listening connection, whatever the number of subscribers. */
export interface Notifications {
  /** Calls `handler` for every NOTIFY on `channel` (from any instance); resolves once listening. */
  listen(channel: string, handler: NotificationHandler): Promise<() => void>;
  /**
   * Calls `handler` each time the listening connection is back after a loss. Notifications sent in
   * between are lost, so a subscriber re-reads what it keeps.
   */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Sends `payload` to every listener of `channel`, on every instance; inside a transaction, at commit. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export interface ReconnectOptions {
  connectTimeoutMs: number;
  /** Waits between tries: doubling from the first, up to the cap. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  onError?: (err: Error) => void;
}

/** A dedicated node-postgres connection that LISTENs, and comes back with its channels after any loss. */
export function createPgNotifications(databaseUrl: string, options: ReconnectOptions): Notifications {
  const { firstDelayMs = 250, maxDelayMs = 2_000, onError = () => {} } = options;
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnectHandlers = new Set<() => void>();
  const stop = new AbortController();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;

  const openOnce = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: options.connectTimeoutMs });
    next.on('error', (err) => {
      onError(err);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      return next;
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
  };

  const open = (isReconnect: boolean) =>
    (connecting ??= (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          client = await openOnce();
          if (isReconnect) for (const handler of reconnectHandlers) handler();
          return client;
        } catch (err) {
          if (stop.signal.aborted) throw err;
          onError(err as Error);
          await sleep(Math.min(firstDelayMs * 2 ** (attempt - 1), maxDelayMs), undefined, { signal: stop.signal });
        }
      }
    })().finally(() => (connecting = undefined)));

  function lost(which: pg.Client) {
    if (client !== which || stop.signal.aborted) return;
    client = undefined;
    which.end().catch(() => {});
    open(true).catch(() => {});
  }

  return {
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        const current = client ?? (await open(false));
        // LISTEN twice is harmless; when the connection is lost meanwhile, its successor listens to every channel.
        await current.query(`listen ${pg.escapeIdentifier(channel)}`).catch((err) => {
          if (!isDatabaseUnavailable(err)) throw err;
        });
      }
      set.add(handler);
      return () => void set.delete(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => void reconnectHandlers.delete(handler);
    },
    async close() {
      stop.abort();
      await connecting?.catch(() => {});
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** PGlite runs in this process: its notifications cannot be lost, so there is nothing to reconnect. */
export function createPgliteNotifications(pglite: PGlite): Notifications {
  const unlistens = new Set<() => Promise<void>>();
  return {
    async listen(channel, handler) {
      const unlisten = await pglite.listen(channel, handler);
      unlistens.add(unlisten);
      return () => {
        unlistens.delete(unlisten);
        void unlisten();
      };
    },
    onReconnect: () => () => {},
    async close() {
      await Promise.all([...unlistens].map((unlisten) => unlisten()));
    },
  };
}

/** For an app built on a bare `Db` (a few tests): listening works, and no notification ever arrives. */
export function createSilentNotifications(): Notifications {
  return {
    listen: async () => () => {},
    onReconnect: () => () => {},
    close: async () => {},
  };
}
