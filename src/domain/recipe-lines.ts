import { formatQuantity } from './quantity/format.ts';
import type { ParsedIngredient } from './ingredient-parse-api.ts';
import type { IngredientEntry, RecipePayload } from './recipe.ts';
import { subRecipeLineText, subRecipeMeasurement } from './sub-recipe-expansion.ts';

/** What the ingredient parser gives for one line (POST /api/ingredients/parse). */
export type ParsedLine = Omit<ParsedIngredient, 'text'>;
export type LineParser = (text: string) => ParsedLine;

/** An ingredient line as the database keeps it. */
export interface ResolvedLine {
  name: string;
  qty: number | null;
  qtyMax: number | null;
  measurement: string;
  comment: string;
  text: string;
  /** The recipe the line includes (a sub-recipe), or null/absent for a food. */
  subRecipeId?: number | null;
}

/** A line written out from its parts: '1 1/2 cup flour, sifted'; 'whole' is left out. */
export function lineText(line: Omit<ResolvedLine, 'text'>): string {
  if (isToTaste(line.measurement)) return `${line.name}, to taste`;
  const amount =
    line.qty === null
      ? ''
      : line.qtyMax === null
        ? formatQuantity(line.qty)
        : `${formatQuantity(line.qty)}-${formatQuantity(line.qtyMax)}`;
  const unit = line.measurement === 'whole' ? '' : line.measurement;
  const head = [amount, unit, line.name].filter(Boolean).join(' ');
  return line.comment ? `${head}, ${line.comment}` : head;
}

/**
 * Fills the missing fields of one payload line (API.md, "Recipes"): with `text`, from parsing it, and an
 * amount that is not a number stays null; without, qty 1 and measurement 'whole'. Fields the caller gave
 * always win over the parse.
 */
export function resolveLine(entry: IngredientEntry, parse: LineParser, subRecipes?: SubRecipeNames): ResolvedLine {
  if (entry.recipeId !== undefined) return resolveSubRecipeLine(entry, entry.recipeId, subRecipes);
  if (entry.text === undefined) {
    const measurement = entry.measurement ?? 'whole';
    const line = {
      name: entry.name.toLowerCase(),
      qty: entry.qty ?? 1,
      qtyMax: entry.qtyMax ?? null,
      measurement,
      comment: entry.comment ?? '',
    };
    return { ...line, text: lineText(line) };
  }
  const parsed = parse(entry.text);
  const name = entry.name || parsed.name?.trim() || entry.text;
  return {
    name: name.toLowerCase(),
    qty: entry.qty ?? parsed.qty,
    qtyMax: entry.qtyMax ?? parsed.qtyMax,
    // A line without a unit ('2 eggs', 'salt, to taste') keeps an empty measurement.
    measurement: entry.measurement ?? parsed.unit ?? '',
    comment: entry.comment ?? parsed.comment ?? '',
    text: entry.text,
  };
}

/** The names of the recipes that lines include, by id (read by the server before the save). */
export type SubRecipeNames = ReadonlyMap<number, string>;

/**
 * A line that includes a recipe: qty 1 and 'batch' unless given; the food's name is the recipe's in lower
 * case, and without `text` the server writes it ("2 servings Pesto").
 */
function resolveSubRecipeLine(entry: IngredientEntry, recipeId: number, subRecipes?: SubRecipeNames): ResolvedLine {
  const recipeName = subRecipes?.get(recipeId);
  if (recipeName === undefined) throw new Error(`Recipe ${recipeId} of a line was not read before the save`);
  const qty = entry.qty ?? 1;
  const measurement = subRecipeMeasurement(entry.measurement ?? 'batch') ?? 'batch';
  return {
    name: recipeName.toLowerCase(),
    qty,
    qtyMax: null,
    measurement,
    comment: entry.comment ?? '',
    text: entry.text ?? subRecipeLineText(qty, measurement, recipeName),
    subRecipeId: recipeId,
  };
}

const isToTaste = (measurement: string) => measurement.trim().toLowerCase() === 'to taste';

/** A payload whose ingredient lines are complete, as the database keeps them. */
export type RecipeRecord = Omit<RecipePayload, 'ingredients'> & { ingredients: ResolvedLine[] };

const noParser: LineParser = () => {
  throw new Error('A line with text needs the ingredient parser');
};

/** Completes every ingredient line of a checked payload. */
export function toRecipeRecord(
  payload: RecipePayload,
  parse: LineParser = noParser,
  subRecipes?: SubRecipeNames,
): RecipeRecord {
  return { ...payload, ingredients: payload.ingredients.map((entry) => resolveLine(entry, parse, subRecipes)) };
}
