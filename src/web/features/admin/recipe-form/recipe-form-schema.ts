import { i18n } from '@lingui/core';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import type { FullRecipe, RecipePayload } from '#domain/recipe.ts';
import { RecipePayloadSchema } from '#domain/recipe.ts';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { readTypedAmount } from '#domain/quantity/typed-amount.ts';
import { recipeFormMessage } from './recipe-form-messages.ts';

/** One ingredient row as typed: everything is text until the payload is built. */
export interface IngredientRow {
  /** The line as written ('1 1/2 cups flour, sifted'); the other fields are its parts. */
  text: string;
  name: string;
  qty: string;
  qtyMax: string;
  measurement: string;
  comment: string;
  /** The recipe this line includes (docs/api/know.md, "Sub-recipes"), as text; '' for a food line. */
  recipeId?: string;
}

/** A heading over the lines or steps from `start` (an index into the form's rows) on ('For the sauce'). */
export interface SectionRow {
  title: string;
  start: number;
}

/** The add/modify recipe form, as react-hook-form holds it (spec §5). */
export interface RecipeFormValues {
  name: string;
  url: string;
  img: string;
  servings: string;
  cookTime: string;
  prepTime: string;
  totalTime: string;
  /** Field arrays need objects; each entry is one select. */
  cuisines: { name: string }[];
  restrictions: { name: string }[];
  appliances: string[];
  ingredients: IngredientRow[];
  /** The method, one step per entry. */
  instructions: { step: string }[];
  /** Headings over groups of lines and of steps; a blank title is dropped on save. */
  ingredientSections: SectionRow[];
  instructionSections: SectionRow[];
  isActive: boolean;
}

/** The form's control, typed with its values and the payload it produces. */
export type RecipeFormControl = Control<RecipeFormValues, unknown, RecipePayload>;

export const emptyIngredient = (): IngredientRow => ({
  text: '',
  name: '',
  qty: '',
  qtyMax: '',
  measurement: '',
  comment: '',
  recipeId: '',
});

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A blank form: one cuisine select, one optional restriction select, one ingredient row. */
export const emptyRecipeForm = (): RecipeFormValues => ({
  name: '',
  url: '',
  img: '',
  servings: '',
  cookTime: '',
  prepTime: '',
  totalTime: '',
  cuisines: [{ name: '' }],
  restrictions: [{ name: '' }],
  appliances: [],
  ingredients: [emptyIngredient()],
  instructions: [{ step: '' }],
  ingredientSections: [],
  instructionSections: [],
  isActive: true,
});

/** An existing recipe as form values, for the modify form. */
export function recipeToFormValues(recipe: FullRecipe): RecipeFormValues {
  return {
    name: recipe.name,
    url: recipe.url ?? '',
    img: recipe.img ?? '',
    servings: numberText(recipe.servings),
    cookTime: numberText(recipe.cookTime),
    prepTime: numberText(recipe.prepTime),
    totalTime: numberText(recipe.totalTime),
    cuisines: recipe.cuisines.length ? recipe.cuisines.map((c) => ({ name: c.name })) : [{ name: '' }],
    restrictions: recipe.restrictions.map((r) => ({ name: r.name })),
    appliances: recipe.appliances.map((a) => a.name),
    ingredients: recipe.lineItems.length
      ? recipe.lineItems.map((item) => ({
          text: item.text,
          name: item.ingredient.name,
          qty: numberText(item.qty),
          qtyMax: numberText(item.qtyMax),
          measurement: item.measurement,
          comment: item.comment,
          recipeId: item.recipe ? String(item.recipe.id) : '',
        }))
      : [emptyIngredient()],
    instructions: recipe.instructions.length ? recipe.instructions.map((step) => ({ step })) : [{ step: '' }],
    ingredientSections: sectionRows(recipe.ingredientSections),
    instructionSections: sectionRows(recipe.instructionSections),
    isActive: recipe.isActive,
  };
}

/** An imported draft (POST /api/recipes/import) as form values: nothing is saved until Save. */
export function draftToFormValues(draft: RecipeDraft): RecipeFormValues {
  const d = draft.recipeDetails;
  const pick = (names: readonly string[]) => names.map((name) => ({ name }));
  return {
    ...emptyRecipeForm(),
    name: d.name ?? '',
    url: d.url ?? '',
    img: d.img ?? '',
    servings: numberText(d.servings),
    cookTime: numberText(d.cookTime),
    prepTime: numberText(d.prepTime),
    totalTime: numberText(d.totalTime),
    cuisines: draft.cuisines.length ? pick(draft.cuisines) : [{ name: '' }],
    restrictions: draft.restrictions.length ? pick(draft.restrictions) : [{ name: '' }],
    appliances: [...draft.appliances],
    ingredients: draft.ingredients.length
      ? draft.ingredients.map((line) => ({
          text: line.text,
          name: line.name ?? '',
          qty: numberText(line.qty),
          qtyMax: numberText(line.qtyMax),
          measurement: line.measurement ?? '',
          comment: line.comment ?? '',
          recipeId: '',
        }))
      : [emptyIngredient()],
    instructions: draft.instructions.length ? draft.instructions.map((step) => ({ step })) : [{ step: '' }],
    ingredientSections: sectionRows(draft.ingredientSections),
    instructionSections: sectionRows(draft.instructionSections),
  };
}

const sectionRows = (sections: readonly SectionRow[] | undefined): SectionRow[] =>
  (sections ?? []).map(({ title, start }) => ({ title, start }));

/**
 * The sections as the payload holds them: blank titles dropped, each start moved to count only the rows the
 * payload keeps (blank rows are dropped on save), and a heading with no kept row under it dropped.
 */
export function payloadSections(sections: readonly SectionRow[], kept: readonly boolean[]): SectionRow[] {
  const out: SectionRow[] = [];
  for (const section of [...sections].sort((a, b) => a.start - b.start)) {
    const title = section.title.trim();
    let row = Math.max(0, section.start);
    while (row < kept.length && !kept[row]) row++;
    if (title === '' || row >= kept.length) continue;
    out.push({ title, start: kept.slice(0, row).filter(Boolean).length });
  }
  return out;
}

/**
 * Submit stays disabled until every required field has something in it (spec §5): name, url, img, servings,
 * cookTime, a cuisine and at least one ingredient name. Format rules are checked on submit.
 */
export function hasRequiredRecipeFields(values: RecipeFormValues): boolean {
  const filled = (v: unknown) => String(v ?? '').trim() !== '';
  return (
    filled(values.name) &&
    filled(values.url) &&
    filled(values.img) &&
    filled(values.servings) &&
    filled(values.cookTime) &&
    (values.cuisines ?? []).some((c) => filled(c.name)) &&
    (values.ingredients ?? []).some((i) => filled(i.name) || filled(i.text))
  );
}

/**
 * An amount field as typed in the active language (api/languages.md, "Amounts typed by people"): '0,5', '1,5',
 * '½', '1½', '1 1/2', '1⁄2' are read as numbers; text that is not one amount is kept, so the field shows the
 * domain's validation message.
 */
export function typedAmount(text: string, language = i18n.locale || 'en'): string {
  if (text.trim() === '') return text;
  const value = readTypedAmount(text, language);
  return value === null ? text : String(value);
}

/** The payload before the domain schema applies its defaults and drops empty entries. */
function rawPayload(values: RecipeFormValues) {
  return {
    recipeDetails: {
      name: values.name,
      url: values.url,
      img: values.img,
      servings: values.servings,
      cookTime: values.cookTime,
      prepTime: values.prepTime,
      totalTime: values.totalTime,
      isActive: values.isActive,
    },
    cuisines: values.cuisines.map((c) => c.name),
    restrictions: values.restrictions.map((r) => r.name),
    appliances: values.appliances,
    ingredients: values.ingredients.map((i) =>
      // A recipe line: the server writes its text ("1 batch Pesto") from the amount and the recipe's name.
      (i.recipeId ?? '') !== ''
        ? { recipeId: Number(i.recipeId), name: i.name, qty: typedAmount(i.qty), measurement: i.measurement }
        : {
            name: i.name,
            qty: typedAmount(i.qty),
            qtyMax: typedAmount(i.qtyMax),
            measurement: i.measurement,
            comment: i.comment,
            text: i.text,
          },
    ),
    instructions: values.instructions.map((i) => i.step),
    ingredientSections: payloadSections(
      values.ingredientSections ?? [],
      values.ingredients.map((i) => i.name.trim() !== '' || i.text.trim() !== ''),
    ),
    instructionSections: payloadSections(
      values.instructionSections ?? [],
      values.instructions.map((i) => i.step.trim() !== ''),
    ),
  };
}

/** Where a payload (or server `details`) path shows up in the form. */
export function formPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map((p) => (typeof p === 'symbol' ? '' : String(p)));
  if (head === 'recipeDetails' && rest.length) return rest[0];
  if ((head === 'cuisines' || head === 'restrictions') && rest.length) return `${head}.${rest[0]}.name`;
  if (head === 'ingredients' && rest.length >= 2) return `ingredients.${rest[0]}.${rest[1]}`;
  if (head === 'instructions' && rest.length) return `instructions.${rest[0]}.step`;
  if (head === 'instructions') return 'instructions.root';
  if (head === 'cuisines' || head === 'restrictions' || head === 'ingredients') return `${head}.root`;
  if (head === 'appliances') return 'appliances';
  return 'root.server';
}

const FormValuesSchema = z.object({
  name: z.string(),
  url: z.string(),
  img: z.string(),
  servings: z.string(),
  cookTime: z.string(),
  prepTime: z.string(),
  totalTime: z.string(),
  cuisines: z.array(z.object({ name: z.string() })),
  restrictions: z.array(z.object({ name: z.string() })),
  appliances: z.array(z.string()),
  ingredients: z.array(
    z.object({
      text: z.string(),
      name: z.string(),
      qty: z.string(),
      qtyMax: z.string(),
      measurement: z.string(),
      comment: z.string(),
      recipeId: z.string().optional(),
    }),
  ),
  instructions: z.array(z.object({ step: z.string() })),
  ingredientSections: z.array(z.object({ title: z.string(), start: z.number() })),
  instructionSections: z.array(z.object({ title: z.string(), start: z.number() })),
  isActive: z.boolean(),
});

/**
 * The form's resolver schema: the form values run through the domain's RecipePayloadSchema, so the client
 * applies exactly the server's rules (qty '1' and 'whole' defaults, numbers, empty entries dropped) and the
 * output is the payload to send.
 */
export const RecipeFormSchema = FormValuesSchema.transform((values, ctx): RecipePayload => {
  const parsed = RecipePayloadSchema.safeParse(rawPayload(values));
  if (parsed.success) return withLineDefaults(parsed.data);
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path);
    ctx.addIssue({ code: 'custom', message: recipeFormMessage(issue.message), path: path.split('.') });
  }
  return z.NEVER;
});

/**
 * A row without its line as written gets the server's defaults here (qty 1, 'whole'), so the payload shows
 * what will be stored; a row with a line leaves the missing parts to the server's parse of it.
 */
function withLineDefaults(payload: RecipePayload): RecipePayload {
  return {
    ...payload,
    ingredients: payload.ingredients.map((i) =>
      i.recipeId !== undefined
        ? { ...i, qty: i.qty ?? 1, measurement: i.measurement ?? 'batch' }
        : i.text === undefined
          ? { ...i, qty: i.qty ?? 1, measurement: i.measurement ?? 'whole' }
          : i,
    ),
  };
}
