import { describe, expect, it } from 'vitest';
import { sectionPlainText } from './plain-text-sectioner.ts';

const none = { servings: null, yieldText: null, prepTime: null, cookTime: null, totalTime: null };
const noSections = { ingredientSections: [], instructionSections: [] };

describe('sectionPlainText', () => {
  it('reads plain "Ingredients" and "Method" headings, a title, a description and one step per sentence line', () => {
    const text = `Tomato Soup

A warm soup for cold days.

Ingredients
4 tomatoes
1 onion, diced
Salt, to taste

Method
Chop the tomatoes and the onion.
Simmer for 20 minutes.`;
    expect(sectionPlainText(text)).toEqual({
      name: 'Tomato Soup',
      description: 'A warm soup for cold days.',
      ingredients: ['4 tomatoes', '1 onion, diced', 'Salt, to taste'],
      steps: ['Chop the tomatoes and the onion.', 'Simmer for 20 minutes.'],
      ...noSections,
      ...none,
    });
  });

  it('reads markdown headings (# and ##), bullets of every kind and markdown sub-headings', () => {
    const text = `# Cheese Bread

## Ingredients:
- 500 g flour
* 7 g yeast
• 1 tsp salt
▢ 300 ml water

## Filling
- 100 g cheese

## Instructions
- Mix the flour, yeast and salt.
- Add the water and knead.
- Fold in the cheese and bake.`;
    expect(sectionPlainText(text)).toEqual({
      name: 'Cheese Bread',
      description: null,
      ingredients: ['500 g flour', '7 g yeast', '1 tsp salt', '300 ml water', '100 g cheese'],
      ingredientSections: [{ title: 'Filling', start: 4 }],
      steps: ['Mix the flour, yeast and salt.', 'Add the water and knead.', 'Fold in the cheese and bake.'],
      instructionSections: [],
      ...none,
    });
  });

  it('reads headings underlined with === or ---, the title included', () => {
    const text = `Lentil Curry
============

Ingredients
-----------
1 cup red lentils
2 cups water

Directions
----------
Rinse the lentils.
Boil them in the water until soft.`;
    expect(sectionPlainText(text)).toEqual({
      name: 'Lentil Curry',
      description: null,
      ingredients: ['1 cup red lentils', '2 cups water'],
      steps: ['Rinse the lentils.', 'Boil them in the water until soft.'],
      ...noSections,
      ...none,
    });
  });

  it('reads ALL CAPS headings and sub-headings with and without colons', () => {
    const text = `PIZZA

INGREDIENTS
FOR THE DOUGH
2 cups flour
1 tsp yeast
For the sauce:
1 can tomatoes
TOPPING:
100 g mozzarella

PREPARATION
Make the dough and let it rise.
Spread the sauce and the cheese.`;
    expect(sectionPlainText(text)).toEqual({
      name: 'PIZZA',
      description: null,
      ingredients: ['2 cups flour', '1 tsp yeast', '1 can tomatoes', '100 g mozzarella'],
      ingredientSections: [
        { title: 'FOR THE DOUGH', start: 0 },
        { title: 'For the sauce', start: 2 },
        { title: 'TOPPING', start: 3 },
      ],
      steps: ['Make the dough and let it rise.', 'Spread the sauce and the cheese.'],
      instructionSections: [],
      ...none,
    });
  });

  it('reads every kind of step number, one step per number, wrapped lines joined', () => {
    const text = `Flatbread
Ingredients:
250 g flour
Steps:
1. Mix the flour with water
   and a pinch of salt.
2) Knead for five minutes
until smooth.
Step 3: Rest the dough.
Step 4 - Roll it out
thinly.
Step 5
Cook in a dry pan.`;
    expect(sectionPlainText(text).steps).toEqual([
      'Mix the flour with water and a pinch of salt.',
      'Knead for five minutes until smooth.',
      'Rest the dough.',
      'Roll it out thinly.',
      'Cook in a dry pan.',
    ]);
  });

  it('joins a paragraph wrapped over several lines into one step, a blank line ending it', () => {
    const text = `Rice
Ingredients
1 cup rice
Method
Rinse the rice in cold water. Put it in
a pan with two cups of water and bring
it to the boil.

Cover, lower the heat and cook for
twelve minutes.`;
    expect(sectionPlainText(text).steps).toEqual([
      'Rinse the rice in cold water. Put it in a pan with two cups of water and bring it to the boil.',
      'Cover, lower the heat and cook for twelve minutes.',
    ]);
  });

  it('reads a text with no headings: amount lines are ingredients, the sentences after them steps', () => {
    const text =
      'Quick Pancakes\r\n\r\n1 cup flour\r\n2 eggs\r\n1\tcup milk\r\nA pinch of salt\r\n\r\nWhisk everything together until smooth.\r\nCook on a hot pan for 2 minutes a side.\r\n';
    expect(sectionPlainText(text)).toEqual({
      name: 'Quick Pancakes',
      description: null,
      ingredients: ['1 cup flour', '2 eggs', '1 cup milk', 'A pinch of salt'],
      steps: ['Whisk everything together until smooth.', 'Cook on a hot pan for 2 minutes a side.'],
      ...noSections,
      ...none,
    });
  });

  it('reads servings, yield and times from their lines, which are never lines or steps', () => {
    const text = `Banana Bread
Yield: 2 loaves
Prep time: 15 minutes
Cook time 1 hour 10 mins

Ingredients
3 bananas
Method
Mash the bananas and bake.`;
    expect(sectionPlainText(text)).toMatchObject({
      ingredients: ['3 bananas'],
      steps: ['Mash the bananas and bake.'],
      servings: 2,
      yieldText: '2 loaves',
      prepTime: 15,
      cookTime: 85,
      totalTime: 85,
    });
  });

  it.each([
    ['Serves 4', { servings: 4, yieldText: null }],
    ['Servings: 6', { servings: 6, yieldText: null }],
    ['Makes 12', { servings: 12, yieldText: null }],
    ['Makes about 20 rolls', { servings: 20, yieldText: 'about 20 rolls' }],
  ])('reads "%s" as servings', (line, expected) => {
    const read = sectionPlainText(`Rolls\n${line}\nIngredients\n1 cup flour\nMethod\nBake.`);
    expect(read).toMatchObject({ ...expected, ingredients: ['1 cup flour'], steps: ['Bake.'] });
  });

  it('takes a given total time over prep plus cook, and reads several times on one line', () => {
    const read = sectionPlainText(
      'Stew\nPrep: 20 min | Cook time: 2 hrs | Total time: 2 hours 30 minutes\n2 lb beef\nBrown the beef.',
    );
    expect(read).toMatchObject({ prepTime: 20, cookTime: 150, totalTime: 150, ingredients: ['2 lb beef'] });
  });

  it('keeps "Bake 30 minutes until golden." a step: a bare verb with a time is no time line', () => {
    const read = sectionPlainText(
      'Buns\nIngredients\n2 cups flour\nMethod\nShape the buns.\nBake 30 minutes until golden.',
    );
    expect(read).toMatchObject({ steps: ['Shape the buns.', 'Bake 30 minutes until golden.'], ...none });
  });

  it('turns sub-headings in the method into instruction sections, never steps', () => {
    const text = `Apple Pie

Ingredients:
1 cup flour
4 apples

Instructions:
For the pastry:
1. Rub the butter into the flour.
2. Chill for 30 minutes.

Filling
3. Slice the apples.
4. Fill the pastry and bake.`;
    expect(sectionPlainText(text)).toMatchObject({
      steps: [
        'Rub the butter into the flour.',
        'Chill for 30 minutes.',
        'Slice the apples.',
        'Fill the pastry and bake.',
      ],
      instructionSections: [
        { title: 'For the pastry', start: 0 },
        { title: 'Filling', start: 2 },
      ],
    });
  });

  it('reads a plain sub-heading before bulleted lines, and two headings in a row as the nearer one', () => {
    const text = `Tacos
Ingredients
Salsa
- 2 tomatoes
- 1 onion
Cake
For the filling:
- 200 g beef`;
    expect(sectionPlainText(text)).toMatchObject({
      ingredients: ['2 tomatoes', '1 onion', '200 g beef'],
      ingredientSections: [
        { title: 'Salsa', start: 0 },
        { title: 'For the filling', start: 2 },
      ],
    });
  });

  it('leaves notes out: what follows a "Notes" heading is neither a line nor a step', () => {
    const read = sectionPlainText('Tea\nIngredients\n1 tea bag\nMethod\nSteep for 3 minutes.\nNotes\nUse fresh water.');
    expect(read).toMatchObject({ ingredients: ['1 tea bag'], steps: ['Steep for 3 minutes.'] });
  });

  it('has no title when the text starts with its lines or with a heading', () => {
    expect(sectionPlainText('2 eggs\n1 cup milk\nWhisk them together.')).toMatchObject({
      name: null,
      ingredients: ['2 eggs', '1 cup milk'],
      steps: ['Whisk them together.'],
    });
    expect(sectionPlainText('Ingredients:\n2 eggs\nMethod:\nBoil the eggs.')).toMatchObject({
      name: null,
      ingredients: ['2 eggs'],
      steps: ['Boil the eggs.'],
    });
  });

  it('finds neither lines nor steps in prose', () => {
    const read = sectionPlainText('Dear Anna,\n\nThank you for the lovely evening. See you soon.');
    expect(read).toMatchObject({ ingredients: [], steps: [] });
  });
});
