import type { CookedAnswer } from '#domain/cook-log.ts';

/** The shapes of "Cooked it" (docs/api/kitchen-loop.md, "Cooked it") as the web reads them. */
export type { CookEntry, CookedAnswer, RecipeCookStats } from '#domain/cook-log.ts';

/** An amount taken from the pantry, or one it lacked. */
export type TakenAmount = CookedAnswer['short'][number];

/** What the dialog sends (POST /api/recipes/{id}/cooked). */
export interface CookedInput {
  date: string;
  servings: number;
  rating: number | null;
  note: string;
  deduct: boolean;
}
