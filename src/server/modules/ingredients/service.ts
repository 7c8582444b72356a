import { parseIngredients, type ParsedIngredient } from '#domain/ingredient-parse.ts';
import type { LineReading } from '#domain/line-reading.ts';

/** Ingredient-line parsing for the routes: the CRF and its weights live in the domain, loaded once. */
export interface IngredientService {
  /** `reading`: what a comma between digits is, by the request's language (docs/api/languages.md). */
  parse(lines: readonly string[], reading?: LineReading): ParsedIngredient[];
}

export function createIngredientService(): IngredientService {
  return { parse: (lines, reading) => parseIngredients(lines, reading) };
}
