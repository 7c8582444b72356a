import type { LineParser } from '#domain/recipe-lines.ts';

// Stand-in until the trained parser (#domain/ingredient-parse.ts) is merged: a leading number is the
// amount, the rest up to a comma the food, after it the comment.
export const parseLine: LineParser = (text) => {
  const match = /^\s*(\d+(?:\.\d+)?)?\s*(.*?)\s*(?:,\s*(.*))?$/.exec(text);
  const qty = match?.[1] ? Number(match[1]) : null;
  const name = match?.[2] || null;
  return { qty, qtyMax: null, unit: null, name, comment: match?.[3] ?? null };
};
