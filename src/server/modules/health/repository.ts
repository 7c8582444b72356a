import { sql } from 'drizzle-orm';
import { CONNECT_TIMEOUT_MS, type Db } from '../../db/client.ts';

/**
 * Whether the database answers a trivial query. A connection that went silent (a network partition)
 * would hold the query until the query timeout; a load balancer needs its answer sooner.
 * A plain timer, cleared once the query answers: an aborted `timers/promises` sleep rejects with a
 * DOMException, whose stack trace cost about a tenth of this route's CPU.
 */
export async function pingDatabase(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(resolve, CONNECT_TIMEOUT_MS, false);
  });
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
