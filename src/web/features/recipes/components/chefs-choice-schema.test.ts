import { describe, expect, it } from 'vitest';
import { CHEFS_CHOICE_DEFAULTS, ChefsChoiceFormSchema, toChefsChoiceInput } from './chefs-choice-schema.ts';

const parse = (values: object) => ChefsChoiceFormSchema.safeParse({ ...CHEFS_CHOICE_DEFAULTS, ...values });
const messages = (values: object) => {
  const result = parse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("chef's choice form schema", () => {
  it('needs at least 1 person and 1 meal, as whole numbers', () => {
    expect(messages({ people: '0', meals: '' })).toEqual({
      people: 'The number of people must be at least 1',
      meals: 'The number of meals must be at least 1',
    });
    expect(messages({ people: '2.5' })).toEqual({ people: 'The number of people must be a whole number' });
    expect(parse({ people: '20', meals: '7' }).success).toBe(true);
  });

  it("needs a choice when a 'Yes' box is ticked", () => {
    expect(messages({ wantCuisines: true, wantRestrictions: true, wantAppliances: true })).toEqual({
      cuisines: 'Choose at least one cuisine',
      restrictions: 'Choose at least one restriction',
      appliances: 'Choose at least one appliance',
    });
    expect(parse({ wantCuisines: true, cuisines: ['soup'] }).success).toBe(true);
  });

  it('sends only the groups whose box is ticked', () => {
    const values = ChefsChoiceFormSchema.parse({
      ...CHEFS_CHOICE_DEFAULTS,
      people: '4',
      meals: '2',
      wantCuisines: true,
      cuisines: ['asian', 'soup'],
      wantRestrictions: false,
      restrictions: ['vegan'],
      cookTime: '30',
    });
    expect(toChefsChoiceInput(values)).toEqual({ people: 4, meals: 2, cuisines: ['asian', 'soup'], cookTime: '30' });
  });
});
