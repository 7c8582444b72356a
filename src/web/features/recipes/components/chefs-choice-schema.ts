import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { APPLIANCES, ChefsChoiceLimits, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import { ChefsChoiceInputSchema, type ChefsChoiceInput } from '#domain/recipe.ts';

/** A count's messages, whole sentences read from the catalog when a value is checked (the active language). */
interface CountWords {
  missing: () => string;
  whole: () => string;
  atLeastOne: () => string;
  atMost: (max: number) => string;
}
const count = (words: CountWords, max: number) =>
  z.coerce
    .number({ error: words.missing })
    .int({ error: words.whole })
    .min(1, { error: words.atLeastOne })
    .max(max, { error: () => words.atMost(max) });

const PEOPLE: CountWords = {
  missing: () => t`Enter the number of people`,
  whole: () => t`The number of people must be a whole number`,
  atLeastOne: () => t`The number of people must be at least 1`,
  atMost: (max) => t`The number of people must be at most ${max}`,
};
const MEALS: CountWords = {
  missing: () => t`Enter the number of meals`,
  whole: () => t`The number of meals must be a whole number`,
  atLeastOne: () => t`The number of meals must be at least 1`,
  atMost: (max) => t`The number of meals must be at most ${max}`,
};
const CHOOSE_ONE = {
  cuisines: () => t`Choose at least one cuisine`,
  restrictions: () => t`Choose at least one restriction`,
  appliances: () => t`Choose at least one appliance`,
};

/** The questionnaire's values; the 'Yes' boxes open the choices of each group. */
export const ChefsChoiceFormSchema = z
  .object({
    people: count(PEOPLE, ChefsChoiceLimits.maxPeople),
    meals: count(MEALS, ChefsChoiceLimits.maxMeals),
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
      ['wantCuisines', 'cuisines'],
      ['wantRestrictions', 'restrictions'],
      ['wantAppliances', 'appliances'],
    ] as const;
    for (const [flag, list] of groups) {
      if (v[flag] && v[list].length === 0) {
        ctx.addIssue({ code: 'custom', path: [list], message: CHOOSE_ONE[list]() });
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
