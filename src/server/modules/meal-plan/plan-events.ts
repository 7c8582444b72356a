import type { EventType } from '#domain/webhook.ts';
import type { Db } from '../../db/client.ts';
import { actorOf, recordEvent } from '../events/index.ts';
import * as repo from './plan-repository.ts';

/**
 * Writes `plan.entry.added` or `plan.entry.changed` for these entries to the outbox, in the transaction
 * that made them (docs/api/doors.md, "Webhooks"); every path that writes entries (add, change, fill) calls it.
 */
export async function recordPlanEvents(
  tx: Db,
  { ownerId, actorId, type, ids }: { ownerId: number; actorId: number; type: EventType; ids: number[] },
): Promise<void> {
  if (ids.length === 0) return;
  const actor = await actorOf(tx, actorId);
  for (const entry of await repo.findEntriesByIds(tx, ownerId, ids)) {
    const recipe = entry.recipe && { id: entry.recipe.id, name: entry.recipe.name };
    await recordEvent(tx, {
      type,
      householdOwnerId: ownerId,
      actor,
      data: {
        entry: { id: entry.id, date: entry.date, meal: entry.meal, servings: entry.servings, note: entry.note, recipe },
        actor,
      },
    });
  }
}
