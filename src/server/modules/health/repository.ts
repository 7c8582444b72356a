import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Resolves once the database answers a trivial query; rejects when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
