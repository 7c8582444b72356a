/**
 * The answers of GET /api/recipes/{id}/nutrition and /cost as docs/api/know.md writes them ("Nutrition",
 * "Cost"). Type-only: the panels load no schema code.
 */

/** kcal; sodium in mg; the rest in g. */
export interface Nutrients {
  kcal: number;
  protein: number;
  fat: number;
  saturatedFat: number;
  carbohydrate: number;
  sugars: number;
  fiber: number;
  sodium: number;
}

/** The chain of sub-recipes a line comes through, outermost first. */
export type From = { id: number; name: string }[];

export type NotCountedReason = 'no-food' | 'no-amount' | 'no-weight';

export interface Nutrition {
  recipeId: number;
  servings: number;
  perServing: Nutrients;
  total: Nutrients;
  overridden: boolean;
  source: string;
  lineCount: number;
  counted: number;
  notCounted: { text: string; from: From; reason: NotCountedReason }[];
}

export type MissingReason = 'no-price' | NotCountedReason;

export interface RecipeCost {
  recipeId: number;
  servings: number;
  currency: string;
  complete: boolean;
  total: number | null;
  perServing: number | null;
  partialTotal: number;
  partialPerServing: number;
  missing: { text: string; from: From; reason: MissingReason }[];
}
