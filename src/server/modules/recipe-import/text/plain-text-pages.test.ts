import { describe, expect, it } from 'vitest';
import { sectionPlainText } from './plain-text-sectioner.ts';

// Text as a pasted page, another app or a scan gives it: introductions, several parts, tables, other languages.
describe('sectionPlainText on page-shaped text', () => {
  it("leaves a pasted page's comments and related recipes after the method out", () => {
    const text =
      'Tea\nIngredients\n1 tea bag\nMethod\nSteep for 3 minutes.\n\n## 12 Comments\nLovely tea, thanks!\n\nYou may also like\nIced tea with mint.';
    expect(sectionPlainText(text)).toMatchObject({ ingredients: ['1 tea bag'], steps: ['Steep for 3 minutes.'] });
  });

  it('reads what comes before an "Ingredients" heading as the introduction, never as lines', () => {
    const text = `Chilli\nJanuary 24, 2022\n1956 readers liked this\n12 comments\n3 photos\n\nIngredients\n- ▢ 500 g beef\n- ▢ 1 can beans\nMethod\nBrown the beef.`;
    expect(sectionPlainText(text)).toMatchObject({
      ingredients: ['500 g beef', '1 can beans'],
      steps: ['Brown the beef.'],
    });
  });

  it('keeps the "Ingredients" part with the most amount lines when a text has several', () => {
    const text = `Soup
Ingredients
- Tomatoes: ripe ones are best
- Basil: fresh, never dried
Method
Read on for the recipe.

Ingredients
4 tomatoes
2 cups stock
Method
Simmer the tomatoes in the stock.`;
    expect(sectionPlainText(text)).toMatchObject({
      ingredients: ['4 tomatoes', '2 cups stock'],
      steps: ['Simmer the tomatoes in the stock.'],
    });
  });

  it('reads lines with the amount last, and a long note between two lines, as ingredient lines', () => {
    const text = `Placki\n\nziemniaki 1 kilogram\ncebula 1 sztuka\nSunbasket lemongrass paste (lemongrass - olive oil - garlic - ginger - turmeric)\n3 or 4 radishes\n\nObierz ziemniaki i zetrzyj je na tarce.`;
    expect(sectionPlainText(text)).toMatchObject({
      ingredients: [
        'ziemniaki 1 kilogram',
        'cebula 1 sztuka',
        'Sunbasket lemongrass paste (lemongrass - olive oil - garlic - ginger - turmeric)',
        '3 or 4 radishes',
      ],
      steps: ['Obierz ziemniaki i zetrzyj je na tarce.'],
    });
  });

  it('takes a first line that starts with a number as the title when a heading follows it', () => {
    expect(sectionPlainText('20-Minute Chicken\nIngredients\n1 lb chicken\nMethod\nFry it.').name).toBe(
      '20-Minute Chicken',
    );
  });

  it('keeps "Salt" amid the lines a line: a plain sub-heading stands after a break', () => {
    const read = sectionPlainText('Dip\nIngredients\n1 cup yogurt\nSalt\n1 clove garlic\n\nHerbs\n2 tbsp dill');
    expect(read).toMatchObject({
      ingredients: ['1 cup yogurt', 'Salt', '1 clove garlic', '2 tbsp dill'],
      ingredientSections: [{ title: 'Herbs', start: 3 }],
    });
  });

  it("joins an amount alone to its food, the table layout's line before or after it", () => {
    const foodFirst = sectionPlainText(
      'Macka\n\nIngredienser\n\nPastrami\n\n400 g\n\nSurkål\n\n1 dl\n\nGör så här\n\nBred på.',
    );
    expect(foodFirst).toMatchObject({ ingredients: ['400 g Pastrami', '1 dl Surkål'], steps: ['Bred på.'] });
    const amountFirst = sectionPlainText('Toast\nIngredients\n2 cups\nflour\n1 tsp\nsalt\n2 eggs\nMethod\nMix.');
    expect(amountFirst).toMatchObject({ ingredients: ['2 cups flour', '1 tsp salt', '2 eggs'] });
  });

  it('reads headings in the languages of the captured pages ("Zutaten", "Zubereitung")', () => {
    const read = sectionPlainText('Kuchen\nZutaten\n200 g Mehl\nZubereitung\nAlles verrühren.');
    expect(read).toMatchObject({ ingredients: ['200 g Mehl'], steps: ['Alles verrühren.'] });
  });

  it('takes a heading with a digit before its colon, and a plain one right under "Method"', () => {
    const read = sectionPlainText('Feast\nIngredients\nFor part 2:\n1 cup rice\nMethod\nThe rice\n1. Boil the rice.');
    expect(read).toMatchObject({
      ingredients: ['1 cup rice'],
      ingredientSections: [{ title: 'For part 2', start: 0 }],
      steps: ['Boil the rice.'],
      instructionSections: [{ title: 'The rice', start: 0 }],
    });
  });

  it('reads at most 20,000 lines of a huge paste, runs of blank lines counting as one', () => {
    const text = `Soup\n\n\n\nIngredients\n${'1 cup stock\n\n\n'.repeat(15_000)}`;
    expect(sectionPlainText(text).ingredients).toHaveLength(9_999);
  });
});
