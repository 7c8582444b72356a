import type { Section } from '#domain/recipe-imported.ts';
import { lineText } from '#domain/recipe-lines.ts';
import { blankRecipe, type ImportedLine, type ImportedRecipe } from './types.ts';
import { arr, fillTimes, httpUrl, num, obj, str, yieldOf } from './values.ts';

type Row = Record<string, unknown>;

/** A key in snake_case or camelCase: Mealie's zip exports use the first, its raw JSON the second. */
const pick = (r: Row, ...keys: string[]) => {
  for (const k of keys) if (r[k] !== undefined && r[k] !== null) return r[k];
  return undefined;
};

/**
 * One Mealie ingredient. A row with a food is structured and reads as its parts. Up to Mealie 2 a
 * recipe showed amounts only when its setting `disable_amount` was false (and then a food could be set);
 * Mealie 3 deprecated the setting (left at its default, true) and shows the parts of any row that has a
 * food or unit. A row with neither is its note, with its quantity only when amounts are on (Mealie
 * stored a quantity of 1 on unparsed rows, so "1 2 cups flour" must not appear).
 */
function mealieLine(i: Row, amountsOn: boolean): ImportedLine | null {
  const note = str(i.note).trim();
  const food = str(obj(i.food).name).trim();
  const unitObj = obj(i.unit);
  const unit = str(unitObj.name).trim() || str(unitObj.abbreviation).trim();
  const qty = num(i.quantity);
  if (food) {
    const q = qty && qty > 0 ? qty : null;
    const text = lineText({ name: food, qty: q, qtyMax: null, measurement: unit || 'whole', comment: note });
    return { text, qty: q, qtyMax: null, unit: unit || null, food, comment: note || null };
  }
  const original = str(pick(i, 'original_text', 'originalText')).trim();
  const parts = (amountsOn || unit) && qty ? [String(qty), unit, note] : [unit, note];
  const text = parts.filter(Boolean).join(' ') || original || str(i.display).trim();
  return text ? { text } : null;
}

/** Lines and their sections: an ingredient with a title starts a section and is its first line. */
export function mealieLines(rows: Row[], amountsOn: boolean): { lines: ImportedLine[]; sections: Section[] } {
  const lines: ImportedLine[] = [];
  const sections: Section[] = [];
  for (const row of rows) {
    const title = str(row.title).trim();
    const line = mealieLine(row, amountsOn);
    if (title) sections.push({ title, start: lines.length });
    if (line) lines.push(line);
  }
  return { lines, sections: sections.filter((s) => s.start < lines.length) };
}

export function mealieSteps(rows: Row[]): { steps: string[]; sections: Section[] } {
  const steps: string[] = [];
  const sections: Section[] = [];
  for (const row of rows) {
    const title = str(row.title).trim();
    const text = str(row.text).trim();
    if (title) sections.push({ title, start: steps.length });
    if (text) steps.push(text);
  }
  return { steps, sections: sections.filter((s) => s.start < steps.length) };
}

/** Servings and yield text: "6 pizzas" from a yield quantity 6 and a yield "pizzas". */
function mealieYield(r: Row) {
  const quantity = num(pick(r, 'recipe_yield_quantity', 'recipeYieldQuantity'));
  const servingsField = num(pick(r, 'recipe_servings', 'recipeServings'));
  const text = str(pick(r, 'recipe_yield', 'recipeYield')).trim();
  const fromText = yieldOf(text);
  const hasQuantity = quantity !== null && quantity > 0;
  const yieldText = hasQuantity && text && !/^\d/.test(text) ? `${quantity} ${text}` : fromText.yieldText;
  const servings =
    servingsField && servingsField > 0
      ? Math.round(servingsField)
      : (fromText.servings ?? (hasQuantity ? Math.round(quantity) : null));
  return { servings, yieldText };
}

const names = (v: unknown) =>
  arr(v)
    .map((t) => str(obj(t).name).trim())
    .filter(Boolean);

/** A Mealie recipe (its JSON export, or rebuilt from a backup's tables) as an imported recipe. */
export function fromMealieRecipe(r: Row, extra: { amountsOn?: boolean } = {}): ImportedRecipe {
  const recipe = blankRecipe(str(r.name).trim());
  const settings = obj(r.settings);
  const amountsOn = extra.amountsOn ?? pick(settings, 'disable_amount', 'disableAmount') === false;
  const { lines, sections } = mealieLines(arr(pick(r, 'recipe_ingredient', 'recipeIngredient')) as Row[], amountsOn);
  const method = mealieSteps(arr(pick(r, 'recipe_instructions', 'recipeInstructions')) as Row[]);
  return {
    ...recipe,
    description: str(r.description).trim() || null,
    lines,
    ingredientSections: sections,
    steps: method.steps,
    instructionSections: method.sections,
    ...mealieYield(r),
    ...fillTimes(
      pick(r, 'prep_time', 'prepTime'),
      pick(r, 'perform_time', 'performTime') ?? pick(r, 'cook_time', 'cookTime'),
      pick(r, 'total_time', 'totalTime'),
    ),
    url: httpUrl(pick(r, 'org_url', 'orgURL', 'orgUrl')),
    keywords: [...names(pick(r, 'recipe_category', 'recipeCategory')), ...names(r.tags), ...names(r.tools)],
  };
}
