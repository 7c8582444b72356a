import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { CONNECT_TIMEOUT_MS, type Db } from '../../db/client.ts';

/**
 * Whether the database answers a trivial query. A connection that went silent (a network partition)
 * would hold the query until the query timeout; a load balancer needs its answer sooner.
 */
export async function pingDatabase(db: Db): Promise<boolean> {
  const timer = new AbortController();
  const answered = await Promise.race([
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    ),
    sleep(CONNECT_TIMEOUT_MS, false, { signal: timer.signal }).catch(() => false),
  ]);
  timer.abort();
  return answered;
}
