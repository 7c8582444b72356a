import type { Control } from 'react-hook-form';
import { z } from 'zod';
import type { FullRecipe, RecipePayload } from '#domain/recipe.ts';
import { RecipePayloadSchema } from '#domain/recipe.ts';

/** One ingredient row as typed: everything is text until the payload is built. */
export interface IngredientRow {
  name: string;
  qty: string;
  measurement: string;
}

/** The add/modify recipe form, as react-hook-form holds it (spec §5). */
export interface RecipeFormValues {
  name: string;
  url: string;
  img: string;
  servings: string;
  cookTime: string;
  /** Field arrays need objects; each entry is one select. */
  cuisines: { name: string }[];
  restrictions: { name: string }[];
  appliances: string[];
  ingredients: IngredientRow[];
  isActive: boolean;
}

/** The form's control, typed with its values and the payload it produces. */
export type RecipeFormControl = Control<RecipeFormValues, unknown, RecipePayload>;

export const emptyIngredient = (): IngredientRow => ({ name: '', qty: '', measurement: '' });

/** A blank form: one cuisine select, one optional restriction select, one ingredient row. */
export const emptyRecipeForm = (): RecipeFormValues => ({
  name: '',
  url: '',
  img: '',
  servings: '',
  cookTime: '',
  cuisines: [{ name: '' }],
  restrictions: [{ name: '' }],
  appliances: [],
  ingredients: [emptyIngredient()],
  isActive: true,
});

/** An existing recipe as form values, for the modify form. */
export function recipeToFormValues(recipe: FullRecipe): RecipeFormValues {
  return {
    name: recipe.name,
    url: recipe.url,
    img: recipe.img,
    servings: String(recipe.servings),
    cookTime: String(recipe.cookTime),
    cuisines: recipe.cuisines.length ? recipe.cuisines.map((c) => ({ name: c.name })) : [{ name: '' }],
    restrictions: recipe.restrictions.map((r) => ({ name: r.name })),
    appliances: recipe.appliances.map((a) => a.name),
    ingredients: recipe.lineItems.length
      ? recipe.lineItems.map((item) => ({
          name: item.ingredient.name,
          qty: String(item.qty),
          measurement: item.measurement,
        }))
      : [emptyIngredient()],
    isActive: recipe.isActive,
  };
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
    (values.ingredients ?? []).some((i) => filled(i.name))
  );
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
      isActive: values.isActive,
    },
    cuisines: values.cuisines.map((c) => c.name),
    restrictions: values.restrictions.map((r) => r.name),
    appliances: values.appliances,
    ingredients: values.ingredients.map((i) => ({ name: i.name, qty: i.qty, measurement: i.measurement })),
  };
}

/** Where a payload (or server `details`) path shows up in the form. */
export function formPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map((p) => (typeof p === 'symbol' ? '' : String(p)));
  if (head === 'recipeDetails' && rest.length) return rest[0];
  if ((head === 'cuisines' || head === 'restrictions') && rest.length) return `${head}.${rest[0]}.name`;
  if (head === 'ingredients' && rest.length >= 2) return `ingredients.${rest[0]}.${rest[1]}`;
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
  cuisines: z.array(z.object({ name: z.string() })),
  restrictions: z.array(z.object({ name: z.string() })),
  appliances: z.array(z.string()),
  ingredients: z.array(
    z.object({
      name: z.string(),
      qty: z.string(),
      measurement: z.string(),
    }),
  ),
  isActive: z.boolean(),
});

/**
 * The form's resolver schema: the form values run through the domain's RecipePayloadSchema, so the client
 * applies exactly the server's rules (qty '1' and 'whole' defaults, numbers, empty entries dropped) and the
 * output is the payload to send.
 */
export const RecipeFormSchema = FormValuesSchema.transform((values, ctx): RecipePayload => {
  const parsed = RecipePayloadSchema.safeParse(rawPayload(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path);
    ctx.addIssue({ code: 'custom', message: sentence(issue.message), path: path.split('.') });
  }
  return z.NEVER;
});

/** Domain messages start with the field name in lower case ('servings must be…'); show them as sentences. */
export function sentence(message: string): string {
  return message ? message[0].toUpperCase() + message.slice(1) : message;
}
