import { parseIngredients, type ParsedIngredient } from '#domain/ingredient-parse.ts';

/** Ingredient-line parsing for the routes: the CRF and its weights live in the domain, loaded once. */
export interface IngredientService {
  parse(lines: readonly string[]): ParsedIngredient[];
}

export function createIngredientService(): IngredientService {
  return { parse: (lines) => parseIngredients(lines) };
}
