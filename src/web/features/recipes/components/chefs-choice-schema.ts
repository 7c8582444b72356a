import { z } from 'zod';
import { APPLIANCES, ChefsChoiceLimits, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import { ChefsChoiceInputSchema, type ChefsChoiceInput } from '#domain/recipe.ts';

const count = (what: string, max: number) =>
  z.coerce
    .number({ error: `Enter the number of ${what}` })
    .int(`The number of ${what} must be a whole number`)
    .min(1, `The number of ${what} must be at least 1`)
    .max(max, `The number of ${what} must be at most ${max}`);

/** The questionnaire's values; the 'Yes' boxes open the choices of each group. */
export const ChefsChoiceFormSchema = z
  .object({
    people: count('people', ChefsChoiceLimits.maxPeople),
    meals: count('meals', ChefsChoiceLimits.maxMeals),
    wantCuisines: z.boolean(),
    cuisines: z.array(z.enum(CUISINES)),
    wantRestrictions: z.boolean(),
    restrictions: z.array(z.enum(RESTRICTIONS)),
    wantAppliances: z.boolean(),
    appliances: z.array(z.enum(APPLIANCES)),
    cookTime: z.enum(['all', '30', '60']),
  })
  .superRefine((v, ctx) => {
    // Spec §5: a ticked 'Yes' box needs at least one choice.
    const groups = [
      ['wantCuisines', 'cuisines', 'cuisine'],
      ['wantRestrictions', 'restrictions', 'restriction'],
      ['wantAppliances', 'appliances', 'appliance'],
    ] as const;
    for (const [flag, list, label] of groups) {
      if (v[flag] && v[list].length === 0) {
        ctx.addIssue({ code: 'custom', path: [list], message: `Choose at least one ${label}` });
      }
    }
  });

export type ChefsChoiceFormInput = z.input<typeof ChefsChoiceFormSchema>;
export type ChefsChoiceFormValues = z.output<typeof ChefsChoiceFormSchema>;

export const CHEFS_CHOICE_DEFAULTS: ChefsChoiceFormInput = {
  people: 2,
  meals: 3,
  wantCuisines: false,
  cuisines: [],
  wantRestrictions: false,
  restrictions: [],
  wantAppliances: false,
  appliances: [],
  cookTime: 'all',
};

/** The request body: choices count only where their 'Yes' box is ticked. */
export function toChefsChoiceInput(values: ChefsChoiceFormValues): ChefsChoiceInput {
  return ChefsChoiceInputSchema.parse({
    people: values.people,
    meals: values.meals,
    cuisines: values.wantCuisines ? values.cuisines : undefined,
    restrictions: values.wantRestrictions ? values.restrictions : undefined,
    appliances: values.wantAppliances ? values.appliances : undefined,
    cookTime: values.cookTime,
  });
}
