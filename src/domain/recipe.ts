import { z } from 'zod';
import { APPLIANCES, ChefsChoiceLimits, CUISINES, RecipeLimits as L, RESTRICTIONS } from './constants.ts';
import { subRecipeMeasurement } from './sub-recipe-expansion.ts';
import { httpUrlSchema, isHttpUrl, numberInput, PageSchema } from './common.ts';
import { CookNowSchema, MissingMaxSchema } from './what-can-i-make.ts';
import {
  descriptionSchema,
  ImportedFieldsSchema,
  KeywordsSchema,
  SectionsSchema,
  SourceInputSchema,
  yieldTextSchema,
} from './recipe-imported.ts';
import { notCookedDaysSchema, RecipeCookStatsSchema } from './cook-log.ts';

export const TagSchema = z.object({ name: z.string() });

export const LineItemSchema = z.object({
  id: z.number().int(),
  /** Null for an amount that is not a number ("salt, to taste"). */
  qty: z.number().nullable(),
  /** The top of a range ("2-3 cloves"), or null. */
  qtyMax: z.number().nullable(),
  measurement: z.string(),
  /** What follows the food ("finely chopped"). */
  comment: z.string(),
  /** The line as written. */
  text: z.string(),
  ingredient: z.object({ name: z.string() }),
  /**
   * The recipe this line includes (docs/api/know.md, "Sub-recipes"), null for a food. Optional in the type
   * only, for clients' own line objects: the server always sends it.
   */
  recipe: z
    .object({ id: z.number().int(), name: z.string(), servings: z.number().int().nullable() })
    .nullable()
    .optional(),
});
export type LineItem = z.infer<typeof LineItemSchema>;

/** Recipe card data: the shape of list rows. */
export const RecipeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null only on an imported recipe without a picture (the page shows a placeholder). */
  img: z.string().nullable(),
  /** Null only on an inactive imported recipe. */
  servings: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  isActive: z.boolean(),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

/** Row of GET /api/recipes: a summary plus its tags and the caller's household's cooking of it. */
export const RecipeListRowSchema = RecipeSummarySchema.extend({
  cuisines: z.array(TagSchema),
  restrictions: z.array(TagSchema),
  ...RecipeCookStatsSchema.shape,
  /** Only with `cookNow` or `missingMax`: the foods the household's pantry does not cover. */
  missing: z.number().int().optional(),
});
export type RecipeListRow = z.infer<typeof RecipeListRowSchema>;

export const FullRecipeSchema = RecipeSummarySchema.extend({
  url: z.string().nullable(),
  cuisines: z.array(TagSchema),
  restrictions: z.array(TagSchema),
  appliances: z.array(TagSchema),
  lineItems: z.array(LineItemSchema),
  /** The method, one step a string, in order. */
  instructions: z.array(z.string()),
  prepTime: z.number().int().nullable(),
  totalTime: z.number().int().nullable(),
  ...ImportedFieldsSchema.shape,
});
export type FullRecipe = z.infer<typeof FullRecipeSchema>;

/** GET /api/recipes/{id}: the full recipe with the household's cooking of it and the caller's rating. */
export const RecipeDetailSchema = FullRecipeSchema.extend({
  ...RecipeCookStatsSchema.shape,
  myRating: z.number().int().nullable(),
});
export type RecipeDetail = z.infer<typeof RecipeDetailSchema>;

/**
 * A bundled picture: /images/ then path segments of letters, digits, '.', '_' and '-' that never start
 * with a dot, so no '..' (and no percent-encoded form of it) can climb out of /images/.
 */
const IMAGE_PATH = /^\/images(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** img is an absolute http(s) URL or a bundled picture under /images/. */
export const ImageSchema = z
  .string({ error: 'img is required' })
  .trim()
  .min(1, 'img is required')
  .max(L.maxUrlLength, `img must be at most ${L.maxUrlLength} characters`)
  .refine((v) => isHttpUrl(v) || IMAGE_PATH.test(v), 'img must be an absolute http(s) URL or a path under /images/');

const wholeNumber = (field: string, max: number) =>
  numberInput(`${field} must be a number`).pipe(
    z
      .number()
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be 1 or more`)
      .max(max, `${field} must be at most ${max}`),
  );

/** Empty strings and nulls count as 'not given'. */
const blankToUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const tagList = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .array(
      z.preprocess(
        blankToUndefined,
        z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }).optional(),
      ),
      {
        error: `${field} must be a list`,
      },
    )
    .max(values.length * 2, `${field} has too many entries`)
    .transform((list) => [...new Set(list.filter((v): v is T[number] => v !== undefined))]);

const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .optional(),
  );

const amount = (field: string) =>
  z.preprocess(
    blankToUndefined,
    numberInput(`${field} must be a number`)
      // The column keeps 4 decimals: anything smaller would be stored as 0.
      .pipe(
        z
          .number()
          .min(L.minQty, `${field} must be at least ${L.minQty}`)
          .max(L.maxQty, `${field} must be at most ${L.maxQty}`),
      )
      .optional(),
  );

/**
 * One ingredient of a payload. Missing fields are filled later (recipe-lines.ts): from parsing `text` when
 * it is given, else qty 1 and measurement 'whole'.
 */
export const IngredientInputSchema = z
  .object({
    name: z
      .string({ error: 'ingredient name must be text' })
      .trim()
      .max(L.maxIngredientNameLength, `ingredient name must be at most ${L.maxIngredientNameLength} characters`)
      .optional()
      .default(''),
    qty: amount('qty'),
    qtyMax: amount('qtyMax'),
    measurement: optionalText('measurement', L.maxMeasurementLength),
    comment: optionalText('comment', L.maxCommentLength),
    text: optionalText('text', L.maxLineTextLength),
    /** A line that includes another recipe: `measurement` is then 'batch', 'serving' or a mass unit. */
    recipeId: z
      .number({ error: 'recipeId must be a whole number' })
      .int('recipeId must be a whole number')
      .positive('recipeId must be a whole number')
      .optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.recipeId !== undefined && entry.measurement !== undefined && !subRecipeMeasurement(entry.measurement))
      ctx.addIssue({
        code: 'custom',
        path: ['measurement'],
        message: 'measurement of a recipe must be batch, serving or a weight',
      });
  });
export type IngredientEntry = z.output<typeof IngredientInputSchema>;

const optionalMinutes = (field: string) => z.preprocess(blankToUndefined, wholeNumber(field, L.maxCookTime).optional());

const instructionList = z
  .array(
    z
      .string({ error: 'each step must be text' })
      .trim()
      .max(L.maxStepLength, `a step must be at most ${L.maxStepLength} characters`),
    { error: 'instructions must be a list' },
  )
  .max(L.maxSteps, `at most ${L.maxSteps} steps`)
  .transform((list) => list.filter((step) => step.length > 0));

/** Body of POST /api/recipes/add-recipe and PUT /api/recipes/{id}. */
export const RecipePayloadSchema = z
  .object({
    recipeDetails: z.object(
      {
        id: z.unknown().optional(),
        name: z
          .string({ error: 'name is required' })
          .trim()
          .min(1, 'name is required')
          .max(L.maxNameLength, `name must be at most ${L.maxNameLength} characters`),
        // null is allowed here and refused below unless the recipe is imported (it has a `source`).
        url: httpUrlSchema(L.maxUrlLength, 'url').nullable(),
        img: ImageSchema.nullable(),
        servings: wholeNumber('servings', L.maxServings).nullable(),
        cookTime: wholeNumber('cookTime', L.maxCookTime).nullable(),
        prepTime: optionalMinutes('prepTime'),
        totalTime: optionalMinutes('totalTime'),
        isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
        description: descriptionSchema,
        yieldText: yieldTextSchema,
        source: SourceInputSchema,
      },
      { error: 'recipeDetails is required' },
    ),
    cuisines: tagList(CUISINES, 'cuisines').refine((l) => l.length > 0, 'at least one cuisine is required'),
    restrictions: tagList(RESTRICTIONS, 'restrictions').optional().default([]),
    appliances: tagList(APPLIANCES, 'appliances').optional().default([]),
    ingredients: z
      .array(IngredientInputSchema, { error: 'ingredients must be a list' })
      .max(L.maxIngredients, `at most ${L.maxIngredients} ingredients`)
      .transform((list) => list.filter((i) => i.name.length > 0 || i.text !== undefined || i.recipeId !== undefined)),
    instructions: instructionList.optional().default([]),
    keywords: KeywordsSchema.optional().default([]),
    ingredientSections: SectionsSchema('ingredientSections').optional().default([]),
    instructionSections: SectionsSchema('instructionSections').optional().default([]),
  })
  .superRefine((p, ctx) => {
    const d = p.recipeDetails;
    const imported = d.source != null;
    const need = (ok: boolean, path: (string | number)[], message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path, message });
    };
    if (!imported) {
      need(d.url !== null, ['recipeDetails', 'url'], 'url is required');
      need(d.img !== null, ['recipeDetails', 'img'], 'img is required');
      need(d.cookTime !== null, ['recipeDetails', 'cookTime'], 'cookTime is required');
    }
    // Every active recipe has servings and a line; an imported one may lack them while inactive.
    const mayBeIncomplete = imported && d.isActive === false;
    need(mayBeIncomplete || d.servings !== null, ['recipeDetails', 'servings'], 'servings is required');
    need(mayBeIncomplete || p.ingredients.length > 0, ['ingredients'], 'at least one ingredient is required');
    const inRange = (sections: { start: number }[], length: number) => sections.every((s) => s.start < length);
    need(
      inRange(p.ingredientSections, p.ingredients.length),
      ['ingredientSections'],
      'a section starts past the last line',
    );
    need(
      inRange(p.instructionSections, p.instructions.length),
      ['instructionSections'],
      'a section starts past the last step',
    );
  });
export type RecipePayloadInput = z.input<typeof RecipePayloadSchema>;
export type RecipePayload = z.output<typeof RecipePayloadSchema>;

const filterOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .enum(['all', ...values] as [string, ...string[]], {
      error: `${field} must be 'all' or one of: ${values.join(', ')}`,
    })
    .optional();

/** Query of GET /api/recipes. */
export const RecipeListQuerySchema = z.object({
  page: PageSchema,
  cuisine: filterOf(CUISINES, 'cuisine'),
  restriction: filterOf(RESTRICTIONS, 'restriction'),
  appliance: filterOf(APPLIANCES, 'appliance'),
  cookTime: z.enum(['all', '30', '60'], { error: "cookTime must be 'all', 30 or 60" }).optional(),
  sort: z
    .enum(['ascending', 'descending', 'lastCooked', 'timesCooked'], {
      error: 'sort must be ascending, descending, lastCooked or timesCooked',
    })
    .optional(),
  /** Only recipes the household never cooked, or last cooked more than this many days before today. */
  notCookedDays: notCookedDaysSchema.optional(),
  q: z.string().trim().max(L.maxSearchLength, `q must be at most ${L.maxSearchLength} characters`).optional(),
  hideDisliked: z.enum(['true', 'false'], { error: 'hideDisliked must be true or false' }).optional(),
  active: z.enum(['yes', 'no', 'both'], { error: 'active must be yes, no or both' }).optional(),
  cookNow: CookNowSchema,
  missingMax: MissingMaxSchema,
});
export type RecipeListQuery = z.infer<typeof RecipeListQuerySchema>;

const optionalChoices = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .array(z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }), {
      error: `${field} must be a list`,
    })
    .max(values.length, `${field} has too many entries`)
    .optional();

/** Body of POST /api/recipes/chefs-choice. */
export const ChefsChoiceInputSchema = z.object({
  people: numberInput('people must be a number').pipe(
    z
      .number()
      .int('people must be a whole number')
      .min(1, 'people must be 1 or more')
      .max(ChefsChoiceLimits.maxPeople, `people must be at most ${ChefsChoiceLimits.maxPeople}`),
  ),
  meals: numberInput('meals must be a number').pipe(
    z
      .number()
      .int('meals must be a whole number')
      .min(1, 'meals must be 1 or more')
      .max(ChefsChoiceLimits.maxMeals, `meals must be at most ${ChefsChoiceLimits.maxMeals}`),
  ),
  cuisines: optionalChoices(CUISINES, 'cuisines'),
  restrictions: optionalChoices(RESTRICTIONS, 'restrictions'),
  appliances: optionalChoices(APPLIANCES, 'appliances'),
  cookTime: z.enum(['all', '30', '60'], { error: "cookTime must be 'all', 30 or 60" }).optional(),
  /** Recipes using a pantry item with a best-before within 7 days first, soonest first. */
  preferExpiring: z.boolean({ error: 'preferExpiring must be true or false' }).optional(),
});
export type ChefsChoiceInput = z.infer<typeof ChefsChoiceInputSchema>;

export const ChefsChoiceResultSchema = z.object({
  recipes: z.array(FullRecipeSchema),
  matched: z.number().int(),
  totalServings: z.number().int(),
  target: z.number().int(),
  insufficient: z.boolean(),
});
export type ChefsChoiceResult = z.infer<typeof ChefsChoiceResultSchema>;
