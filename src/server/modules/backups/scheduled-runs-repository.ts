import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduledRuns } from '../../db/schema.ts';

/** Claims one run of a job's slot; true for the one instance whose claim lands. */
export async function claimScheduledRun(db: Db, job: string, slot: Date, instance: string): Promise<boolean> {
  const rows = await db
    .insert(scheduledRuns)
    .values({ job, slot, instance })
    .onConflictDoNothing()
    .returning({ job: scheduledRuns.job });
  return rows.length > 0;
}

export async function finishScheduledRun(db: Db, job: string, slot: Date, error: string | null): Promise<void> {
  await db
    .update(scheduledRuns)
    .set({ finishedAt: new Date(), error })
    .where(and(eq(scheduledRuns.job, job), eq(scheduledRuns.slot, slot)));
}

export async function lastScheduledRun(db: Db, job: string) {
  const [row] = await db
    .select()
    .from(scheduledRuns)
    .where(eq(scheduledRuns.job, job))
    .orderBy(desc(scheduledRuns.startedAt))
    .limit(1);
  return row;
}
