import type { ParsedLine } from './draft.ts';

/** Stand-in until src/domain/ingredient-parse.ts lands: the whole line as the food, no amount. */
export function interimParseLine(text: string): ParsedLine {
  return { text, qty: null, qtyMax: null, unit: null, name: text, comment: null };
}
