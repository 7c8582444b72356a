import { describe, expect, it } from 'vitest';
import {
  emptyIngredient,
  emptyRecipeForm,
  formPath,
  hasRequiredRecipeFields,
  RecipeFormSchema,
  type RecipeFormValues,
} from './recipe-form-schema.ts';

const row = (name: string, qty: string, measurement: string, text = '') => ({
  ...emptyIngredient(),
  name,
  qty,
  measurement,
  text,
});

const filled = (): RecipeFormValues => ({
  ...emptyRecipeForm(),
  name: 'Tomato Soup',
  url: 'https://example.com/soup',
  img: '/images/soup.svg',
  servings: '4',
  cookTime: '30',
  cuisines: [{ name: 'soup' }],
  ingredients: [row('tomatoes', '', '')],
});

describe('hasRequiredRecipeFields', () => {
  it('is true once every required field is filled', () => expect(hasRequiredRecipeFields(filled())).toBe(true));

  it.each(['name', 'url', 'img', 'servings', 'cookTime'] as const)('is false without %s', (field) => {
    expect(hasRequiredRecipeFields({ ...filled(), [field]: '  ' })).toBe(false);
  });

  it('needs a cuisine and an ingredient name', () => {
    expect(hasRequiredRecipeFields({ ...filled(), cuisines: [{ name: '' }] })).toBe(false);
    expect(hasRequiredRecipeFields({ ...filled(), ingredients: [row(' ', '2', 'cups')] })).toBe(false);
  });
});

describe('RecipeFormSchema', () => {
  it('builds the payload with numbers, defaults and no empty entries', () => {
    const values = filled();
    values.cuisines = [{ name: 'soup' }, { name: '' }];
    values.restrictions = [{ name: '' }, { name: 'vegan' }];
    values.appliances = ['stovetop'];
    values.ingredients = [row('tomatoes', '', ''), row('', '3', 'cups'), row('salt', '0.25', 'to taste')];
    const result = RecipeFormSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      recipeDetails: {
        name: 'Tomato Soup',
        url: 'https://example.com/soup',
        img: '/images/soup.svg',
        servings: 4,
        cookTime: 30,
        isActive: true,
      },
      cuisines: ['soup'],
      restrictions: ['vegan'],
      appliances: ['stovetop'],
      ingredients: [
        { name: 'tomatoes', qty: 1, measurement: 'whole' },
        { name: 'salt', qty: 0.25, measurement: 'to taste' },
      ],
      instructions: [],
      keywords: [],
      ingredientSections: [],
      instructionSections: [],
    });
  });

  it('sends a line as written with only the parts given, and the method in order without blank steps', () => {
    const values = filled();
    values.ingredients = [row('', '', '', '1 1/2 cups flour, sifted'), row('Salt', '', '', 'salt, to taste')];
    values.instructions = [{ step: ' Sift the flour. ' }, { step: '' }, { step: 'Bake.' }];
    values.prepTime = '10';
    const result = RecipeFormSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data?.ingredients).toEqual([
      { name: '', text: '1 1/2 cups flour, sifted' },
      { name: 'Salt', text: 'salt, to taste' },
    ]);
    expect(result.data?.instructions).toEqual(['Sift the flour.', 'Bake.']);
    expect(result.data?.recipeDetails.prepTime).toBe(10);
  });

  it('puts each rule break on its form field', () => {
    const values = { ...filled(), url: 'not a url', servings: '0', cuisines: [{ name: '' }] };
    values.ingredients = [row('eggs', '-1', '')];
    const result = RecipeFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['url', 'servings', 'cuisines.root', 'ingredients.0.qty']));
  });
});

describe('formPath', () => {
  it('maps payload and server detail paths to form fields', () => {
    expect(formPath(['recipeDetails', 'name'])).toBe('name');
    expect(formPath(['cuisines', '1'])).toBe('cuisines.1.name');
    expect(formPath(['cuisines'])).toBe('cuisines.root');
    expect(formPath(['ingredients', '2', 'qty'])).toBe('ingredients.2.qty');
    expect(formPath(['body'])).toBe('root.server');
  });
});
