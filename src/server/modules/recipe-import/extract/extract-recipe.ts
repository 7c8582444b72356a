import { durationMinutes } from './duration.ts';
import { findRecipeNodes, nodesById } from './find-recipes.ts';
import { imageUrl, type NodesById } from './image.ts';
import { ingredientLines, type Section } from './ingredient-lines.ts';
import { instructionSteps } from './instructions.ts';
import { jsonLdBlocks } from './json-ld.ts';
import { scanPage } from './page-scan.ts';
import { readYield } from './servings.ts';
import { matchTags } from './tags.ts';
import { cleanText, firstText } from './text.ts';
import { absoluteUrl } from './urls.ts';

/** What a page's schema.org Recipe says, normalised; ingredient lines are still unparsed text. */
export interface ExtractedRecipe {
  name: string;
  url: string;
  img: string | null;
  description: string | null;
  servings: number | null;
  yieldText: string | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  ingredients: string[];
  ingredientSections: Section[];
  instructions: string[];
  instructionSections: Section[];
  cuisines: string[];
  restrictions: string[];
  appliances: string[];
  keywords: string[];
}

type Node = Record<string, unknown>;

/** More lines or steps than any recipe has: the rest of a hostile or broken list is dropped. */
const MAX_ITEMS = 300;

/** How much of a recipe a node carries: a page may hold a teaser Recipe beside the full one. */
function weight(node: Node): number {
  const lines = node.recipeIngredient ?? node.ingredients;
  const count = Array.isArray(lines) ? lines.length : lines ? 1 : 0;
  return (firstText(node.name ?? node.headline) ? 1000 : 0) + count * 10 + (node.recipeInstructions ? 1 : 0);
}

/** Total time: the page's total, else prep plus cook when either is given. */
function times(node: Node) {
  const prep = durationMinutes(node.prepTime);
  const cook = durationMinutes(node.cookTime);
  const given = durationMinutes(node.totalTime);
  const sum = (prep ?? 0) + (cook ?? 0);
  // A zero total is a blank field in most recipe plugins, not an instant recipe.
  const total = given !== null && given > 0 ? given : sum > 0 ? sum : null;
  return { prepTime: prep, totalTime: total };
}

/**
 * The recipe a page carries in schema.org data (JSON-LD anywhere in it, else microdata), or null when
 * there is none with a title and at least one ingredient line or step. Never throws on page content.
 */
export function extractRecipe(html: string, pageUrl: string): ExtractedRecipe | null {
  const scan = scanPage(html);
  const blocks = jsonLdBlocks(scan.jsonLd);
  const candidates = [...findRecipeNodes(blocks), ...scan.microdata];
  if (candidates.length === 0) return null;
  const node = candidates.reduce((best, c) => (weight(c) > weight(best) ? c : best));
  // Relative references resolve against the page's address (or its <base href>), as a browser does.
  const base = absoluteUrl(scan.base, pageUrl) ?? pageUrl;
  const canonical =
    absoluteUrl(scan.canonical, base) ??
    absoluteUrl(scan.meta.get('og:url'), base) ??
    absoluteUrl(typeof node.url === 'string' ? node.url : undefined, base) ??
    pageUrl;
  const img = absoluteUrl(scan.meta.get('og:image:secure_url') || scan.meta.get('og:image'), base);
  return readRecipeNode(node, canonical, img, { base, byId: nodesById(blocks) });
}

/**
 * One schema.org Recipe node, normalised (also for files of JSON-LD, where `url` is the node's own or
 * ''); null when it has no title or neither a line nor a step.
 */
export function readRecipeNode(
  node: Node,
  url: string,
  pageImage: string | null = null,
  refs: { base?: string; byId?: NodesById } = {},
): ExtractedRecipe | null {
  const name = firstText(node.name ?? node.headline);
  const { lines, sections } = ingredientLines(node.recipeIngredient ?? node.ingredients);
  const method = instructionSteps(node.recipeInstructions);
  if (!name || (lines.length === 0 && method.steps.length === 0)) return null;

  const canonical = url;
  const { servings, yieldText } = readYield(node.recipeYield ?? node.yield);
  const { prepTime, totalTime } = times(node);
  const description = cleanText(typeof node.description === 'string' ? node.description : '');
  return {
    name: name.slice(0, 300),
    url: canonical,
    img:
      pageImage ??
      imageUrl(node.image, refs.base ?? canonical, refs.byId) ??
      imageUrl(node.thumbnailUrl, refs.base ?? canonical, refs.byId),
    description: description || null,
    servings,
    yieldText,
    prepTime,
    cookTime: totalTime,
    totalTime,
    ingredients: lines.slice(0, MAX_ITEMS),
    ingredientSections: sections.filter((s) => s.start < MAX_ITEMS),
    instructions: method.steps.slice(0, MAX_ITEMS),
    instructionSections: method.sections.filter((s) => s.start < MAX_ITEMS),
    ...matchTags(node),
  };
}
