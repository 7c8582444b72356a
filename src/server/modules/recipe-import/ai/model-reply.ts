import type { LineParser, RecipeDraft } from '../draft.ts';
import { readRecipeNode } from '../extract/extract-recipe.ts';
import { parseLenientJson } from '../extract/lenient-json.ts';
import { toDraft } from '../to-draft.ts';

type Node = Parameters<typeof readRecipeNode>[0];

/** The one JSON object in a model's text: the whole text, a fenced block, or from the first `{` to the last `}`. */
function jsonObjectIn(content: string): Record<string, unknown> | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1];
  const first = content.indexOf('{');
  const last = content.lastIndexOf('}');
  const candidates = [
    content.trim(),
    fenced?.trim(),
    first >= 0 && last > first ? content.slice(first, last + 1) : null,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const value = parseLenientJson(candidate);
    if (Array.isArray(value) && value.length === 1) return asObject(value[0]);
    if (asObject(value)) return asObject(value);
  }
  return null;
}

const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * A model's `message.content` as a draft, mapped as import maps JSON-LD (to-draft.ts); a Recipe nested in
 * `@graph` or under `recipe` is found too. Null when the content holds no recipe with lines or steps.
 */
export function draftFromModelContent(content: string, parseLine: LineParser): RecipeDraft | null {
  const found = jsonObjectIn(content);
  if (!found) return null;
  const graph = Array.isArray(found['@graph']) ? (found['@graph'] as unknown[]).map(asObject) : [];
  const node = asObject(found.recipe) ?? graph.find((n) => n?.['@type'] === 'Recipe') ?? found;
  // A card without a title line is still a recipe: the form shows the name for the admin to fill.
  const named = { ...node, name: typeof node.name === 'string' && node.name.trim() ? node.name : 'Untitled recipe' };
  const recipe = readRecipeNode(named as Node, '');
  return recipe ? toDraft(recipe, parseLine) : null;
}
