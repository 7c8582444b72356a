import { parseIngredient } from '#domain/ingredient-parse.ts';
import type { LineParser } from '#domain/recipe-lines.ts';

/** Reads the parts of a payload line given only as text: the trained ingredient parser. */
export const parseLine: LineParser = parseIngredient;
