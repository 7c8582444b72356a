import { describe, expect, it } from 'vitest';
import { fieldsFromTags, parseIngredient } from './ingredient-parse.ts';
import { tokenize } from './ingredient-tokens.ts';
import { typedLine } from './list-items.ts';

/**
 * "word/TAG word/TAG …" read by the rules alone, so a row does not depend on the model: the food's
 * words are tagged NAME, as the tagger tags alternatives.
 */
const fromTags = (tagged: string) => {
  const pairs = tagged.split(' ').map((p) => [p.slice(0, p.lastIndexOf('/')), p.slice(p.lastIndexOf('/') + 1)]);
  const text = pairs.map(([w]) => w).join(' ');
  const tokens = tokenize(text);
  expect(tokens.map((t) => t.text)).toEqual(pairs.map(([w]) => w));
  const { name, comment } = fieldsFromTags(
    text,
    tokens,
    pairs.map(([, tag]) => tag),
  );
  return { name, comment };
};

describe('alternatives in the food: the first is the food, the others go to the comment', () => {
  it.each([
    // A shared head noun: the first alternative only modifies it.
    ['1/QTY tsp/UNIT olive/NAME or/NAME vegetable/NAME oil/NAME', 'olive oil', 'or vegetable oil'],
    ['300/QTY ml/UNIT chicken/NAME or/NAME vegetable/NAME stock/NAME', 'chicken stock', 'or vegetable stock'],
    ['250/QTY ml/UNIT semi-skimmed/NAME or/NAME skimmed/NAME milk/NAME', 'semi-skimmed milk', 'or skimmed milk'],
    ['1/QTY tbsp/UNIT light/NAME or/NAME dark/NAME brown/NAME sugar/NAME', 'light brown sugar', 'or dark brown sugar'],
    [
      '1/QTY cup/UNIT fresh/NAME or/NAME frozen/NAME peeled/NAME fava/NAME beans/NAME',
      'fresh fava beans',
      'or frozen peeled fava beans',
    ],
    ['2/QTY tbsp/UNIT Maldon/NAME or/NAME other/NAME sea/NAME salt/NAME', 'maldon sea salt', 'or other sea salt'],
    // A list: a first item of one word takes the head; one of several words is a food of its own.
    [
      '1/QTY lb/UNIT penne/NAME ,/PUNC macaroni/NAME or/NAME bow-tie/NAME pasta/NAME',
      'penne pasta',
      'macaroni or bow-tie pasta',
    ],
    [
      '2/QTY tbsp/UNIT olive/NAME ,/PUNC canola/NAME ,/PUNC or/NAME grapeseed/NAME oil/NAME',
      'olive oil',
      'canola, or grapeseed oil',
    ],
    ['red/NAME ,/PUNC yellow/NAME or/NAME green/NAME peppers/NAME', 'red peppers', 'yellow or green peppers'],
    [
      '3/QTY lb/UNIT Golden/NAME Delicious/NAME ,/PUNC Pippin/NAME ,/PUNC or/NAME Granny/NAME Smith/NAME apples/NAME',
      'golden delicious',
      'Pippin, or Granny Smith apples',
    ],
    [
      '1/QTY lb/UNIT ground/NAME beef/NAME ,/PUNC pork/NAME ,/PUNC or/COMMENT lamb/COMMENT',
      'ground beef',
      'pork, or lamb',
    ],
    // Whole foods: the first stays as it is.
    ['25/QTY g/UNIT margarine/NAME or/NAME butter/NAME', 'margarine', 'or butter'],
    ['1/QTY tbsp/UNIT dry/NAME sherry/NAME or/NAME rice/NAME wine/NAME', 'dry sherry', 'or rice wine'],
    ['1/QTY cup/UNIT water/NAME or/NAME chicken/NAME stock/NAME', 'water', 'or chicken stock'],
    // Cut from the line as written, which this helper spaces out.
    ['Butter/NAME and/NAME //NAME or/NAME olive/NAME oil/NAME', 'butter', 'and / or olive oil'],
    ['2/QTY zucchini/NAME or/NAME yellow/NAME squash/NAME', 'zucchini', 'or yellow squash'],
    ['1/QTY tsp/UNIT salt/NAME or/NAME sea/NAME salt/NAME', 'salt', 'or sea salt'],
    [
      '1/QTY lb/UNIT boneless/NAME ,/PUNC skinless/NAME chicken/NAME thighs/NAME or/NAME breasts/NAME',
      'boneless skinless chicken thighs',
      'or breasts',
    ],
    // Joined with the comment in line order.
    [
      '500/QTY ml/UNIT vegetable/NAME or/NAME groundnut/NAME oil/NAME ,/PUNC for/PURPOSE frying/PURPOSE',
      'vegetable oil',
      'or groundnut oil, for frying',
    ],
    [
      '1/QTY (/PUNC 8/QTY oz/UNIT )/PUNC jar/UNIT chicken/NAME or/NAME beef/NAME broth/NAME',
      'chicken broth',
      '8 oz, or beef broth',
    ],
    ['2/QTY tbsp/UNIT olive/NAME oil/NAME or/NAME melted/PREP butter/NAME', 'olive oil', 'or melted butter'],
  ])('%s → %s', (tagged, name, comment) => {
    expect(fromTags(tagged)).toEqual({ name, comment });
  });

  it.each([
    // One food joined with "and", a hyphenated compound, an amount's hedge: nothing to split.
    ['1/QTY tsp/UNIT salt/NAME and/NAME pepper/NAME', 'salt and pepper', null],
    ['1/QTY cup/UNIT half/NAME and/NAME half/NAME', 'half and half', null],
    ['1/QTY tbsp/UNIT extra-virgin/NAME olive/NAME oil/NAME', 'extra-virgin olive oil', null],
    ['2/QTY cups/UNIT rice/NAME or/COMMENT so/COMMENT', 'rice', 'or so'],
    ['2/QTY cups/UNIT flour/NAME ,/PUNC or/COMMENT more/COMMENT', 'flour', 'or more'],
    ['1/QTY tbsp/UNIT sugar/NAME ,/PUNC or/COMMENT to/COMMENT taste/COMMENT', 'sugar', 'or to taste'],
    ['1/QTY tbsp/UNIT or/COMMENT less/COMMENT grenadine/NAME', 'grenadine', 'or less'],
    ['1/QTY lb/UNIT beef/NAME ,/PUNC or/COMMENT as/COMMENT needed/COMMENT', 'beef', 'or as needed'],
    // Already apart: a bracket that opens with "or", a second amount, the line's other container.
    [
      '1/QTY tsp/UNIT Shaoxing/NAME rice/NAME wine/NAME (/PUNC or/NAME dry/NAME sherry/NAME )/PUNC',
      'shaoxing rice wine',
      'or dry sherry',
    ],
    [
      '3/QTY navel/NAME oranges/NAME or/COMMENT 4/QTY blood/COMMENT oranges/COMMENT',
      'navel oranges',
      'or 4 blood oranges',
    ],
  ])('%s → %s (no split)', (tagged, name, comment) => {
    expect(fromTags(tagged)).toEqual({ name, comment });
  });

  it('keeps the answer shape: text, amount and unit as before, the alternatives in the comment', () => {
    const parsed = parseIngredient('1 tsp olive or vegetable oil');
    expect(parsed).toEqual({
      text: '1 tsp olive or vegetable oil',
      qty: 1,
      qtyMax: null,
      unit: 'teaspoon',
      name: 'olive oil',
      comment: 'or vegetable oil',
    });
    expect(parseIngredient('25g/1oz margarine or butter')).toMatchObject({ qty: 25, unit: 'gram', name: 'margarine' });
  });

  it('merges a line with alternatives into the first food on the shopping list', () => {
    const either = typedLine('1 tsp olive or vegetable oil');
    expect(either).toMatchObject({ name: 'olive oil', foodKey: typedLine('2 tbsp olive oil').foodKey });
    expect(typedLine('25g margarine or butter').foodKey).toBe(typedLine('1 tub margarine').foodKey);
  });
});

describe('a short bracket that describes the food goes to the comment', () => {
  it.each([
    ['1/QTY cup/UNIT dates/NAME (/PUNC pitted/NAME )/PUNC', 'dates', 'pitted'],
    ["2/QTY oz/UNIT bourbon/NAME (/PUNC Baker's/NAME )/PUNC", 'bourbon', "Baker's"],
    ['food/NAME colouring/NAME (/PUNC purple/NAME )/PUNC', 'food colouring', 'purple'],
    ['1/QTY tbsp/UNIT pepper/NAME (/PUNC freshly/NAME ground/NAME )/PUNC', 'pepper', 'freshly ground'],
    ['1/QTY cup/UNIT almonds/NAME (/PUNC lightly/NAME toasted/NAME )/PUNC', 'almonds', 'lightly toasted'],
    ['2/QTY drops/UNIT colouring/NAME (/PUNC dark/NAME purple/NAME )/PUNC', 'colouring', 'dark purple'],
    // Another name stays: "ghee (clarified butter)", "scallions (green onions)", "coriander (cilantro)".
    ['2/QTY tbsp/UNIT ghee/NAME (/PUNC clarified/NAME butter/NAME )/PUNC', 'ghee clarified butter', null],
    ['4/QTY scallions/NAME (/PUNC green/NAME onions/NAME )/PUNC', 'scallions green onions', null],
    ['1/QTY bunch/UNIT coriander/NAME (/PUNC cilantro/NAME )/PUNC', 'coriander cilantro', null],
  ])('%s → %s', (tagged, name, comment) => {
    expect(fromTags(tagged)).toEqual({ name, comment });
  });
});
