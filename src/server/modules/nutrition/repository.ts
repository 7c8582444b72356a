import { eq, inArray } from 'drizzle-orm';
import type { Nutrients } from '#domain/food.ts';
import type { Db } from '../../db/client.ts';
import { lineItems, nutritionOverrides } from '../../db/schema.ts';

/** An admin's nutrition of one serving of a recipe (nutrition_overrides), or null. */
export async function findOverride(db: Db, recipeId: number): Promise<Nutrients | null> {
  const [row] = await db
    .select({ perServing: nutritionOverrides.perServing })
    .from(nutritionOverrides)
    .where(eq(nutritionOverrides.recipeId, recipeId));
  return row?.perServing ?? null;
}

export async function putOverride(db: Db, recipeId: number, perServing: Nutrients): Promise<void> {
  await db
    .insert(nutritionOverrides)
    .values({ recipeId, perServing })
    .onConflictDoUpdate({ target: nutritionOverrides.recipeId, set: { perServing, updatedAt: new Date() } });
}

export async function deleteOverride(db: Db, recipeId: number): Promise<void> {
  await db.delete(nutritionOverrides).where(eq(nutritionOverrides.recipeId, recipeId));
}

/** The key of a saved line: its recipe and its text. */
export const lineKey = (recipeId: number, text: string) => `${recipeId}\u0000${text}`;

/**
 * What the expanded lines do not carry, by `lineKey`: the comment each line was saved with ("chopped",
 * "15 ounce"), which weighing reads, and whether it includes a recipe (one whose batch weight became
 * unknown after the save stands as a line of its own).
 */
export async function findLineFacts(
  db: Db,
  recipeIds: number[],
): Promise<Map<string, { comment: string; isRecipe: boolean }>> {
  const rows = await db
    .select({
      recipeId: lineItems.recipeId,
      text: lineItems.text,
      comment: lineItems.comment,
      subRecipeId: lineItems.subRecipeId,
    })
    .from(lineItems)
    .where(inArray(lineItems.recipeId, recipeIds));
  return new Map(
    rows.map((r) => [lineKey(r.recipeId, r.text), { comment: r.comment, isRecipe: r.subRecipeId !== null }]),
  );
}
