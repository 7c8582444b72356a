import { planDeduction } from '#domain/cook-deduction.ts';
import type { NeedLine } from '#domain/pantry-cover.ts';
import type { Db } from '../../db/client.ts';
import { rowAmount, storedAmount } from './amounts.ts';
import type { PantryRepository } from './repository.ts';

/** What "Cooked it" took from the pantry, and what the pantry lacked. */
export interface PantryTaken {
  deducted: { pantryItemId: number; name: string; qty: number; unit: string | null }[];
  short: { name: string; qty: number; unit: string | null }[];
}

/**
 * Takes a cooked recipe's needs from the household's pantry inside the caller's transaction, holding the
 * household's pantry lock, so two cooks at once never take the same grams twice.
 */
export async function takeFromPantry(
  repo: PantryRepository,
  tx: Db,
  ownerId: number,
  needs: readonly NeedLine[],
): Promise<PantryTaken> {
  await repo.lock(tx, ownerId);
  const rows = await repo.ofFoods(tx, ownerId, [...new Set(needs.map((need) => need.foodKey))]);
  const plan = planDeduction(
    needs,
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      foodKey: row.foodKey,
      amount: rowAmount(row),
      bestBefore: row.bestBefore,
      staple: row.staple,
    })),
  );
  for (const take of plan.takes) await repo.update(tx, ownerId, take.item.id, storedAmount(take.left));
  return {
    deducted: plan.takes.map((take) => ({
      pantryItemId: take.item.id,
      name: take.item.name,
      qty: take.taken.qty ?? 0,
      unit: take.taken.unit,
    })),
    short: plan.short,
  };
}
