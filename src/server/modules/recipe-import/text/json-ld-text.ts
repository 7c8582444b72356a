import { findRecipeNodes, nodesById } from '../extract/find-recipes.ts';
import { readRecipeNode, type ExtractedRecipe } from '../extract/extract-recipe.ts';
import { parseLenientJson } from '../extract/lenient-json.ts';

export const UNTITLED = 'Untitled recipe';

type Node = Record<string, unknown>;

const lineCount = (node: Node) => {
  const lines = node.recipeIngredient ?? node.ingredients;
  return Array.isArray(lines) ? lines.length : lines ? 1 : 0;
};

/** Whether a text is HTML rather than plain text: it starts with a tag, or holds block or script tags. */
export function looksLikeHtml(text: string): boolean {
  return (
    /^\s*<(?:!doctype|html|head|body|[a-z][a-z0-9-]*[\s>/])/i.test(text) ||
    /<(?:script|div|p|ul|ol|li|br|h[1-6]|table|article|section|span)\b[^>]*>/i.test(text)
  );
}

/**
 * The Recipe of a JSON-LD text (a Recipe object, an array, an `@graph`), mapped as the link importer
 * maps a page's; a Recipe without a name is "Untitled recipe". Null when the text is no JSON or holds
 * no Recipe with a line or a step.
 */
export function recipeOfJson(text: string, url: string | null): ExtractedRecipe | null {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return null;
  const value = parseLenientJson(trimmed);
  if (value === undefined) return null;
  const nodes = findRecipeNodes([value]);
  if (nodes.length === 0) return null;
  const node = nodes.reduce((best, n) => (lineCount(n) > lineCount(best) ? n : best));
  const named = (node.name ?? node.headline) ? node : { ...node, name: UNTITLED };
  return readRecipeNode(named, url ?? '', null, { base: url ?? undefined, byId: nodesById([value]) });
}
