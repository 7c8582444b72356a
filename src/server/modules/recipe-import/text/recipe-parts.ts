import type { Section } from '../extract/ingredient-lines.ts';
import { startsWithQuantity } from './text-lines.ts';

/** The lines and steps read under one "Ingredients" heading (or with none), with their sections. */
export interface RecipeParts {
  ingredients: string[];
  ingredientSections: Section[];
  steps: string[];
  instructionSections: Section[];
  /** Started by an "Ingredients" or "Method" heading, not guessed from the form of the lines. */
  headed: boolean;
}

export const emptyParts = (headed: boolean): RecipeParts => ({
  ingredients: [],
  ingredientSections: [],
  steps: [],
  instructionSections: [],
  headed,
});

/** Opens a section titled `title` at the list's end; two headings in a row: the nearer one names it. */
export function openSection(list: string[], sections: Section[], title: string): void {
  const last = sections.at(-1);
  if (last?.start === list.length) last.title = title;
  else sections.push({ title, start: list.length });
}

const weight = (parts: RecipeParts) => parts.ingredients.filter(startsWithQuantity).length;

/**
 * The recipe among several "Ingredients" parts of one text (a page's article may list its foods before
 * the recipe card does): the one with the most lines that start with an amount, the first on a tie.
 */
export function bestParts(all: RecipeParts[]): RecipeParts {
  return all.reduce((best, parts) => (weight(parts) > weight(best) ? parts : best));
}
