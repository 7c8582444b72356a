import { describe, expect, it } from 'vitest';
import {
  emptyRecipeForm,
  formPath,
  hasRequiredRecipeFields,
  RecipeFormSchema,
  type RecipeFormValues,
} from './recipe-form-schema.ts';

const filled = (): RecipeFormValues => ({
  ...emptyRecipeForm(),
  name: 'Tomato Soup',
  url: 'https://example.com/soup',
  img: '/images/soup.svg',
  servings: '4',
  cookTime: '30',
  cuisines: [{ name: 'soup' }],
  ingredients: [{ name: 'tomatoes', qty: '', measurement: '' }],
});

describe('hasRequiredRecipeFields', () => {
  it('is true once every required field is filled', () => expect(hasRequiredRecipeFields(filled())).toBe(true));

  it.each(['name', 'url', 'img', 'servings', 'cookTime'] as const)('is false without %s', (field) => {
    expect(hasRequiredRecipeFields({ ...filled(), [field]: '  ' })).toBe(false);
  });

  it('needs a cuisine and an ingredient name', () => {
    expect(hasRequiredRecipeFields({ ...filled(), cuisines: [{ name: '' }] })).toBe(false);
    expect(hasRequiredRecipeFields({ ...filled(), ingredients: [{ name: ' ', qty: '2', measurement: 'cups' }] })).toBe(
      false,
    );
  });
});

describe('RecipeFormSchema', () => {
  it('builds the payload with numbers, defaults and no empty entries', () => {
    const values = filled();
    values.cuisines = [{ name: 'soup' }, { name: '' }];
    values.restrictions = [{ name: '' }, { name: 'vegan' }];
    values.appliances = ['stovetop'];
    values.ingredients = [
      { name: 'tomatoes', qty: '', measurement: '' },
      { name: '', qty: '3', measurement: 'cups' },
      { name: 'salt', qty: '0.25', measurement: 'to taste' },
    ];
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
    });
  });

  it('puts each rule break on its form field', () => {
    const values = { ...filled(), url: 'not a url', servings: '0', cuisines: [{ name: '' }] };
    values.ingredients = [{ name: 'eggs', qty: '-1', measurement: '' }];
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
