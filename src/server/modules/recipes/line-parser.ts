import { parseIngredient } from '#domain/ingredient-parse.ts';
import type { LineReading } from '#domain/line-reading.ts';
import type { LineParser } from '#domain/recipe-lines.ts';

/** Reads the parts of a payload line given only as text: the trained ingredient parser, in a request's reading. */
export const lineParser =
  (reading?: LineReading): LineParser =>
  (text) =>
    parseIngredient(text, reading);
