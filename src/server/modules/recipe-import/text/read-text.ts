import { parseIngredient } from '#domain/ingredient-parse.ts';
import { AppError } from '../../../lib/errors.ts';
import type { LineParser, RecipeDraft } from '../draft.ts';
import { extractRecipe, type ExtractedRecipe } from '../extract/extract-recipe.ts';
import { cleanPage } from '../service.ts';
import { toDraft } from '../to-draft.ts';
import { proposeMixedNumbers, type Hazard } from './hazards.ts';
import { htmlText } from './html-text.ts';
import { looksLikeHtml, recipeOfJson, UNTITLED } from './json-ld-text.ts';
import { sectionPlainText } from './plain-text-sectioner.ts';

export type { Hazard } from './hazards.ts';

/** How a text was read: a JSON-LD Recipe (or HTML holding one), HTML's visible text, or plain text. */
type TextFormat = 'json-ld' | 'html' | 'text';

/** What the admin asked for: `auto` finds out. */
type RequestedFormat = 'auto' | 'text' | 'html' | 'json-ld';

const NO_RECIPE_IN_TEXT = 'We could not find a recipe in this text';
const NO_JSON_RECIPE = 'This text holds no JSON-LD recipe we can read';

/** No recipe has more lines or steps: the rest of a huge paste is dropped, as for a page. */
const MAX_ITEMS = 300;

function fromPlainText(text: string, url: string | null): ExtractedRecipe | null {
  const read = sectionPlainText(text);
  if (read.ingredients.length === 0 && read.steps.length === 0) return null;
  return {
    name: (read.name ?? UNTITLED).slice(0, 300),
    url: url ?? '',
    img: null,
    description: read.description,
    servings: read.servings,
    yieldText: read.yieldText,
    prepTime: read.prepTime,
    cookTime: read.cookTime,
    totalTime: read.totalTime,
    ingredients: read.ingredients.slice(0, MAX_ITEMS),
    ingredientSections: read.ingredientSections.filter((s) => s.start < MAX_ITEMS),
    instructions: read.steps.slice(0, MAX_ITEMS),
    instructionSections: read.instructionSections.filter((s) => s.start < MAX_ITEMS),
    cuisines: [],
    restrictions: [],
    appliances: [],
    keywords: [],
  };
}

function read(text: string, url: string | null, format: RequestedFormat): [ExtractedRecipe | null, TextFormat] {
  if (format === 'text') return [fromPlainText(text, url), 'text'];
  const json = format === 'html' ? null : recipeOfJson(text, url);
  if (json) return [json, 'json-ld'];
  const html = format === 'html' || looksLikeHtml(text);
  const embedded = html ? extractRecipe(text, url ?? '') : null;
  if (embedded) return [embedded, 'json-ld'];
  if (format === 'json-ld') throw new AppError(422, 'NO_RECIPE_DATA', NO_JSON_RECIPE);
  return html ? [fromPlainText(htmlText(text), url), 'html'] : [fromPlainText(text, url), 'text'];
}

/**
 * Reads a pasted text (plain text, HTML or JSON-LD; also OCR text) into a draft for the recipe form,
 * with no model and no network (bring-in.md, "Paste text, HTML or JSON-LD"). Run-together mixed numbers
 * in the lines ("11/2 cups") are replaced by the likely mixed number and listed as hazards. Throws a 422
 * AppError when no ingredient line and no step can be found, or for `json-ld` with no JSON Recipe.
 */
export async function readRecipeText(
  input: { text: string; url?: string | null; format?: RequestedFormat },
  parseLine: LineParser = parseIngredient,
): Promise<{ recipe: RecipeDraft; format: TextFormat; hazards: Hazard[] }> {
  const [recipe, format] = read(cleanPage(input.text), input.url ?? null, input.format ?? 'auto');
  if (!recipe) throw new AppError(422, 'NO_RECIPE_DATA', NO_RECIPE_IN_TEXT);
  const { lines, hazards } = proposeMixedNumbers(recipe.ingredients);
  return { recipe: toDraft({ ...recipe, ingredients: lines }, parseLine), format, hazards };
}
