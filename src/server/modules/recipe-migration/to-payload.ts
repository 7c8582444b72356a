import { CUISINES, RecipeLimits as L } from '#domain/constants.ts';
import { ImportedLimits as I, type SourceApp } from '#domain/recipe-imported.ts';
import type { RecipePayloadInput } from '#domain/recipe.ts';
import type { ImportedRecipe } from './readers/index.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const RESTRICTION_WORDS: Record<string, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  'gluten free': 'glutan-free',
  'gluten-free': 'glutan-free',
  glutenfree: 'glutan-free',
  'nut free': 'nut-free',
  'nut-free': 'nut-free',
  'lactose free': 'lactose-free',
  'lactose-free': 'lactose-free',
  'dairy free': 'lactose-free',
  'dairy-free': 'lactose-free',
  pescatarian: 'pescatarian',
};

/** Cleans texts as the contract says, collecting one warning per kind of change. */
function createCleaner(warnings: string[]) {
  let brokenWarned = false;
  return (value: string | null | undefined, max: number, field: string): string => {
    if (!value) return '';
    // Texts from other apps may be in NFD (macOS); the catalogue keeps NFC so one word is one spelling.
    let text = value.normalize('NFC');
    if (text.includes('\0') || LONE_SURROGATE.test(text)) {
      text = text.replace(/\0/g, '').replace(LONE_SURROGATE, '');
      if (!brokenWarned) warnings.push('NUL characters or broken characters (lone surrogates) were removed.');
      brokenWarned = true;
    }
    LONE_SURROGATE.lastIndex = 0;
    text = text.trim();
    if (text.length <= max) return text;
    const cut = text.slice(0, max + 1);
    const atWord = cut.lastIndexOf(' ');
    warnings.push(`The ${field} was cut to ${max} characters.`);
    return (atWord > max / 2 ? cut.slice(0, atWord) : text.slice(0, max)).trim();
  };
}

const validQty = (q: number | null | undefined) =>
  typeof q === 'number' && Number.isFinite(q) && q >= L.minQty && q <= L.maxQty ? q : undefined;

export interface PayloadOptions {
  app: SourceApp;
  activate: boolean;
  img: string | null;
  importedAt: Date;
}

/** The payload a migrated recipe is stored with, and the warnings its import gives. */
export function toPayload(r: ImportedRecipe, o: PayloadOptions): { payload: RecipePayloadInput; warnings: string[] } {
  const warnings = [...r.warnings];
  const clean = createCleaner(warnings);
  const limit = <T>(list: T[], max: number, what: string) => {
    if (list.length > max) warnings.push(`Only the first ${max} ${what} were kept (the file has ${list.length}).`);
    return list.slice(0, max);
  };
  const lines = limit(r.lines, L.maxIngredients, 'ingredient lines');
  const steps = limit(r.steps, L.maxSteps, 'steps');
  // Deduplicated case-insensitively, the first spelling kept ("Vegan", "vegan" → "Vegan").
  const cleanedKeywords = r.keywords.map((k) => clean(k, I.maxKeywordLength, 'keyword')).filter(Boolean);
  const seen = new Set<string>();
  const unique = cleanedKeywords.filter((k) => !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
  const keywords = limit(unique, I.maxKeywords, 'keywords');
  const words = keywords.map((k) => k.toLowerCase());
  const cuisines = r.tags?.cuisines.length
    ? r.tags.cuisines
    : CUISINES.filter((c) => c !== 'other' && words.includes(c));
  const restrictions = r.tags?.restrictions ?? [...new Set(words.map((w) => RESTRICTION_WORDS[w]).filter(Boolean))];
  let url = r.url ? clean(r.url, L.maxUrlLength + 1, 'source address') : null;
  if (url && url.length > L.maxUrlLength) {
    warnings.push('The source address is too long and was left out.');
    url = null;
  }
  const servings = r.servings && r.servings <= L.maxServings ? r.servings : null;
  const minutes = (m: number | null) => (m && m > 0 && m <= L.maxCookTime ? Math.round(m) : null);
  const complete = servings !== null && lines.length > 0;
  if (!servings) warnings.push('Imported inactive: the recipe has no servings number.');
  if (lines.length === 0) warnings.push('Imported inactive: the recipe has no ingredient line.');
  const sections = (list: { title: string; start: number }[], length: number) =>
    list
      .filter((s) => s.start < length)
      .slice(0, I.maxSections)
      .map((s) => ({ title: clean(s.title, I.maxSectionTitleLength, 'section title'), start: s.start }))
      .filter((s) => s.title);
  return {
    warnings,
    payload: {
      recipeDetails: {
        name: clean(r.name, L.maxNameLength, 'name'),
        url,
        img: o.img,
        servings,
        cookTime: minutes(r.cookTime),
        prepTime: minutes(r.prepTime) ?? undefined,
        totalTime: minutes(r.totalTime) ?? undefined,
        isActive: complete && (r.isActive ?? o.activate),
        description: clean(r.description, I.maxDescriptionLength, 'description') || null,
        yieldText: clean(r.yieldText, I.maxYieldTextLength, 'yield text') || null,
        source: r.source ?? { app: o.app, importedAt: o.importedAt.toISOString() },
      },
      cuisines: cuisines.length ? cuisines : ['other'],
      restrictions,
      appliances: r.tags?.appliances ?? [],
      ingredients: lines.map((l) => ({
        text: clean(l.text, L.maxLineTextLength, 'ingredient line') || clean(l.food, L.maxLineTextLength, 'line'),
        name: clean(l.food, L.maxIngredientNameLength, 'ingredient name') || undefined,
        qty: validQty(l.qty),
        qtyMax: validQty(l.qtyMax),
        measurement: clean(l.unit, L.maxMeasurementLength, 'unit') || undefined,
        comment: clean(l.comment, L.maxCommentLength, 'ingredient note') || undefined,
      })),
      instructions: steps.map((s) => clean(s, L.maxStepLength, 'step')).filter(Boolean),
      keywords,
      ingredientSections: sections(r.ingredientSections, lines.length),
      instructionSections: sections(r.instructionSections, steps.length),
    },
  };
}
