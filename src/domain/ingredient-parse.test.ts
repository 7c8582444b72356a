import { describe, expect, it } from 'vitest';
import { fieldsFromTags, parseIngredient, parseIngredients } from './ingredient-parse.ts';
import { tokenize } from './ingredient-tokens.ts';
import { canonicalUnit } from './quantity/units.ts';

const amountOf = (text: string) => {
  const { qty, qtyMax, unit } = parseIngredient(text);
  return { qty, qtyMax, unit };
};

describe('tokenize', () => {
  it('reads mixed numbers, unicode fractions and the fraction slash as one amount', () => {
    expect(tokenize('1 1/2 cups').map((t) => [t.text, t.value])).toEqual([
      ['1 1/2', 1.5],
      ['cups', undefined],
    ]);
    expect(tokenize('1½ cups')[0].value).toBe(1.5);
    expect(tokenize('1 ½ cups')[0].value).toBe(1.5);
    expect(tokenize('1⁄2 cup')[0].value).toBe(0.5);
    expect(tokenize('3 1⁄4 cups')[0].value).toBe(3.25);
  });

  it('reads ranges with a dash, an en dash or "to" as one token', () => {
    for (const text of ['2-3 eggs', '2 – 3 eggs', '2 to 3 eggs'])
      expect(tokenize(text)[0]).toMatchObject({ kind: 'range', value: 2, valueMax: 3 });
    expect(tokenize('½-1 tsp')[0]).toMatchObject({ kind: 'range', value: 0.5, valueMax: 1 });
  });

  it('splits an amount from its unit and keeps hyphenated words whole', () => {
    expect(tokenize('250g/9oz extra-virgin oil').map((t) => t.text)).toEqual([
      '250',
      'g',
      '/',
      '9',
      'oz',
      'extra-virgin',
      'oil',
    ]);
  });
});

describe('canonicalUnit', () => {
  it('maps spellings to the canonical singular unit', () => {
    expect(canonicalUnit('Tbsp.')).toBe('tablespoon');
    expect(canonicalUnit('T')).toBe('tablespoon');
    expect(canonicalUnit('t')).toBe('teaspoon');
    expect(canonicalUnit('fl oz')).toBe('fluid ounce');
    expect(canonicalUnit('lbs')).toBe('pound');
    expect(canonicalUnit('millilitres')).toBe('milliliter');
    expect(canonicalUnit('Handfuls')).toBe('handful');
  });
});

describe('parseIngredient', () => {
  it('keeps a bracketed size in the comment and the container as the unit', () => {
    expect(parseIngredient('1 (8 ounce) package cream cheese, softened')).toEqual({
      text: '1 (8 ounce) package cream cheese, softened',
      qty: 1,
      qtyMax: null,
      unit: 'package',
      name: 'cream cheese',
      comment: '8 ounce, softened',
    });
    expect(amountOf('2 (14.5 oz) cans diced tomatoes')).toEqual({ qty: 2, qtyMax: null, unit: 'can' });
  });

  it('reads unicode fractions, the fraction slash and mixed numbers', () => {
    expect(amountOf('1½ cups plain flour')).toEqual({ qty: 1.5, qtyMax: null, unit: 'cup' });
    expect(amountOf('1⁄2 teaspoon ground nutmeg')).toEqual({ qty: 0.5, qtyMax: null, unit: 'teaspoon' });
    expect(amountOf('2 1/4 lbs beef brisket')).toEqual({ qty: 2.25, qtyMax: null, unit: 'pound' });
    expect(parseIngredient('⅓ cup honey').qty).toBe(0.333);
  });

  it('reads a range with the unit at both ends, and keeps amounts in different units apart', () => {
    expect(amountOf('110ml-150ml/4-5fl oz sparkling water')).toEqual({ qty: 110, qtyMax: 150, unit: 'milliliter' });
    expect(amountOf('2 tbsp-3 tbsp sugar')).toEqual({ qty: 2, qtyMax: 3, unit: 'tablespoon' });
    expect(parseIngredient('350-450g/12oz-1lb runner beans').name).toBe('runner beans');
  });

  it('reads a range as qty and qtyMax', () => {
    expect(amountOf('2-3 garlic cloves, crushed')).toMatchObject({ qty: 2, qtyMax: 3 });
    expect(amountOf('4 to 6 sprigs thyme')).toEqual({ qty: 4, qtyMax: 6, unit: 'sprig' });
  });

  it('gives a null amount for "to taste" and keeps it as the comment', () => {
    expect(parseIngredient('sea salt, to taste')).toMatchObject({
      qty: null,
      unit: null,
      name: 'sea salt',
      comment: 'to taste',
    });
    expect(parseIngredient('freshly ground black pepper, to taste')).toMatchObject({ qty: null, unit: null });
  });

  it('reads metric and imperial written together, keeping the first', () => {
    expect(parseIngredient('400g/14oz tin chopped tomatoes')).toMatchObject({ qty: 400, unit: 'gram' });
    expect(amountOf('150ml/5fl oz double cream')).toEqual({ qty: 150, qtyMax: null, unit: 'milliliter' });
  });

  it('reads a count without a unit, and number words', () => {
    expect(parseIngredient('3 large eggs, beaten')).toMatchObject({ qty: 3, unit: null, name: 'eggs' });
    expect(parseIngredient('Two 8-ounce packages cream cheese')).toMatchObject({
      qty: 2,
      unit: 'package',
      name: 'cream cheese',
    });
  });

  it('gives nulls, never an error, for lines that are not ingredients', () => {
    for (const text of ['For the sauce:', '', '   ', '***', '12'])
      expect(parseIngredient(text)).toMatchObject({ text, qty: null, qtyMax: null, unit: null, name: null });
    expect(() => parseIngredient('(((((( ,,,, 1/0 -- ⁄ ½½½ '.repeat(50))).not.toThrow();
  });

  it('treats section titles, yields and method steps as not ingredients', () => {
    for (const text of ['Ingredients', 'Serves 4', 'Equipment: a 9-inch pan', 'Preheat the oven to 350°F.'])
      expect(parseIngredient(text)).toMatchObject({ qty: null, unit: null, name: null });
    // A food that starts like a verb is still a food.
    expect(parseIngredient('sprinkle of sesame seeds').name).not.toBeNull();
    expect(parseIngredient('Heat-proof bowl of ice water').name).not.toBeNull();
  });

  it('reads "a pinch" as one pinch and leaves no stray words in the comment', () => {
    expect(parseIngredient('a pinch of salt')).toMatchObject({ qty: 1, unit: 'pinch', name: 'salt', comment: null });
    expect(parseIngredient('1 cup (2 sticks) butter, melted')).toMatchObject({
      qty: 1,
      unit: 'cup',
      name: 'butter',
      comment: '2 sticks, melted',
    });
  });

  it('keeps brand marks, percentages and numbered words in the food', () => {
    expect(parseIngredient('2 teaspoons McCormick® Ground Ginger').name).toBe('mccormick® ground ginger');
    expect(parseIngredient('1 cup 2% milk')).toMatchObject({ qty: 1, unit: 'cup', name: '2% milk' });
    expect(parseIngredient('1 tbsp 10-year aged balsamic vinegar').name).toBe('10-year aged balsamic vinegar');
  });

  it('leaves a second food after "or" and a second amount out of the name', () => {
    expect(parseIngredient('3 navel oranges or 4 blood oranges')).toMatchObject({ qty: 3, name: 'navel oranges' });
  });

  it('parses a batch in order', () => {
    expect(parseIngredients(['1 egg', '2 cups milk']).map((p) => p.name)).toEqual(['egg', 'milk']);
  });
});

/** The rules on top of the tagger, with the tags given: "word/TAG word/TAG …". */
const fromTags = (tagged: string) => {
  const pairs = tagged.split(' ').map((p) => [p.slice(0, p.lastIndexOf('/')), p.slice(p.lastIndexOf('/') + 1)]);
  const text = pairs.map(([w]) => w).join(' ');
  const tokens = tokenize(text);
  expect(tokens.map((t) => t.text)).toEqual(pairs.map(([w]) => w));
  const { qty, qtyMax, unit, name, comment } = fieldsFromTags(
    text,
    tokens,
    pairs.map(([, tag]) => tag),
  );
  return { qty, qtyMax, unit, name, comment };
};

describe('fieldsFromTags', () => {
  it('takes a size word as the unit when the tagger says so, but not before a bracket', () => {
    expect(fromTags('4/QTY large/UNIT garlic/NAME cloves/UNIT')).toEqual({
      qty: 4,
      qtyMax: null,
      unit: 'large',
      name: 'garlic cloves',
      comment: null,
    });
    expect(fromTags('3/QTY medium/UNIT (/PUNC 1/QTY pound/UNIT )/PUNC chicken/NAME breasts/NAME')).toMatchObject({
      unit: null,
      name: 'chicken breasts',
    });
    expect(fromTags('3/QTY large/SIZE eggs/NAME')).toMatchObject({ unit: null, name: 'eggs' });
  });

  it('leaves a bracket after the food out of its name, but keeps one inside it', () => {
    expect(fromTags('Komezu/NAME (/PUNC Japanese/NAME rice/NAME vinegar/NAME )/PUNC').name).toBe('komezu');
    expect(fromTags('oats/NAME (/PUNC cremini/NAME or/NAME button/NAME )/PUNC').name).toBe('oats');
    expect(fromTags('double/NAME cream/NAME (/PUNC heavy/NAME cream/NAME )/PUNC').name).toBe(
      'double cream heavy cream',
    );
    expect(fromTags('pinhead/NAME (/PUNC coarse/NAME )/PUNC oatmeal/NAME').name).toBe('pinhead coarse oatmeal');
    expect(fromTags('pigeon/NAME peas/NAME (/PUNC gandules/NAME )/PUNC drained/PREP').name).toBe(
      'pigeon peas gandules',
    );
    expect(fromTags('(/PUNC dried/NAME beans/NAME )/PUNC').name).toBe('dried beans');
  });

  it('moves a one-word bracket that describes the food (participle, maker, colour) to the comment', () => {
    // Tagged as the food, as the tagger may: the rule, not the model, keeps these out of the name.
    expect(fromTags('1/QTY cup/UNIT dates/NAME (/PUNC pitted/NAME )/PUNC')).toMatchObject({
      name: 'dates',
      comment: 'pitted',
    });
    expect(fromTags("2/QTY oz/UNIT bourbon/NAME (/PUNC Baker's/NAME )/PUNC")).toMatchObject({
      name: 'bourbon',
      comment: "Baker's",
    });
    expect(fromTags('food/NAME colouring/NAME (/PUNC purple/NAME )/PUNC')).toMatchObject({
      name: 'food colouring',
      comment: 'purple',
    });
    // Another name stays, as the labels keep it: one word that names, or two words.
    expect(fromTags('2/QTY tbsp/UNIT ghee/NAME (/PUNC clarified/NAME butter/NAME )/PUNC').name).toBe(
      'ghee clarified butter',
    );
    expect(fromTags('1/QTY bunch/UNIT coriander/NAME (/PUNC cilantro/NAME )/PUNC').name).toBe('coriander cilantro');
    // Not after the food: a bracket inside it is part of it ("cannellini (white) beans").
    expect(fromTags('cannellini/NAME (/PUNC white/NAME )/PUNC beans/NAME').name).toBe('cannellini white beans');
  });

  it('keeps the first of "or" alternatives as the food, the others in the comment; a second amount ends the food', () => {
    expect(fromTags('1/QTY tsp/UNIT olive/NAME or/NAME vegetable/NAME oil/NAME')).toMatchObject({
      name: 'olive oil',
      comment: 'or vegetable oil',
    });
    expect(fromTags('1/QTY lb/UNIT penne/NAME ,/PUNC macaroni/NAME or/NAME bow-tie/NAME pasta/NAME')).toMatchObject({
      name: 'penne pasta',
      comment: 'macaroni or bow-tie pasta',
    });
    expect(fromTags('3/QTY navel/NAME oranges/NAME or/COMMENT 4/QTY blood/COMMENT oranges/COMMENT').name).toBe(
      'navel oranges',
    );
  });

  it('ends the food at a second amount with its unit', () => {
    expect(fromTags('1/QTY tbsp/UNIT garlic/NAME ,/PUNC about/COMMENT 3-4/QTY cloves/NAME').name).toBe('garlic');
    expect(fromTags('2/QTY whole/NAME 2/QTY -/PUNC pound/UNIT chickens/NAME').name).toBe('whole chickens');
  });

  it('leaves an amount with its weight out of the food, and "dozen" after an amount, but keeps a length', () => {
    expect(fromTags('2/QTY whole/NAME 2/NAME -/PUNC pound/NAME chickens/NAME').name).toBe('whole chickens');
    expect(fromTags('3/QTY dozen/NAME vanilla/NAME wafers/NAME').name).toBe('vanilla wafers');
    expect(fromTags('2/QTY fillets/NAME sole/NAME').name).toBe('fillets sole');
    expect(fromTags('2/QTY pastry/NAME for/NAME 9/NAME -/NAME inch/NAME pies/NAME').name).toBe(
      'pastry for 9 - inch pies',
    );
  });

  it("does not start the food with a unit word that belongs to an amount, nor the line's other container", () => {
    expect(fromTags('250/QTY ml/UNIT //PUNC 8¾/QTY fl/NAME oz/NAME vegetable/NAME oil/NAME')).toMatchObject({
      unit: 'milliliter',
      name: 'vegetable oil',
    });
    expect(fromTags('2/QTY x/QTY 400/QTY g/UNIT //PUNC 14/QTY oz/UNIT cans/NAME tomatoes/NAME').name).toBe('tomatoes');
    expect(fromTags('2/QTY tablespoons/UNIT cloves/NAME').name).toBe('cloves');
    expect(fromTags('125/QTY g/UNIT //PUNC 4½/QTY oz/UNIT fillet/NAME steak/NAME').name).toBe('fillet steak');
    expect(fromTags('2/QTY cans/UNIT chunk/NAME light/NAME tuna/NAME').name).toBe('chunk light tuna');
    const beer = '3/QTY (/PUNC 12/QTY fluid/UNIT ounce/UNIT )/PUNC cans/UNIT or/NAME bottles/NAME beer/NAME';
    expect(fromTags(beer)).toMatchObject({ unit: 'can', name: 'beer' });
    expect(
      fieldsFromTags('1 can or bottle beer', tokenize('1 can or bottle beer'), ['QTY', 'UNIT', 'NAME', 'NAME', 'NAME'])
        .comment,
    ).toBe('or bottle');
  });

  it('leaves parts after a comma that describe the food out of it, and keeps what a can holds', () => {
    expect(fromTags('1/QTY bay/NAME leaf/NAME ,/PUNC dried/NAME or/NAME fresh/NAME').name).toBe('bay leaf');
    const onions = '12/QTY fresh/NAME peeled/NAME ,/PUNC frozen/NAME ,/PUNC or/NAME jarred/NAME pearl/NAME onions/NAME';
    expect(fromTags(onions)).toMatchObject({
      name: 'fresh peeled pearl onions',
      comment: 'frozen, or jarred pearl onions',
    });
    expect(fromTags('3/QTY pounds/UNIT beef/NAME shank/NAME ,/PUNC with/NAME bone/NAME').name).toBe('beef shank');
    expect(fromTags('1/QTY tbsp/UNIT cilantro/NAME ,/PUNC a/NAME palmful/NAME').name).toBe('cilantro');
    expect(fromTags('1/QTY can/UNIT tomatoes/NAME ,/PUNC with/NAME liquid/NAME').name).toBe('tomatoes with liquid');
    expect(
      fromTags('50/QTY g/UNIT sweets/NAME ,/PUNC such/COMMENT as/COMMENT mints/NAME ,/PUNC or/NAME toffees/NAME').name,
    ).toBe('sweets');
    expect(fromTags('2/QTY tsp/UNIT brandy/NAME ,/PUNC sherry/NAME ,/PUNC or/NAME port/NAME')).toMatchObject({
      name: 'brandy',
      comment: 'sherry, or port',
    });
  });

  it('drops a leading "some", and "a" or "the" after "of", but keeps "a little"', () => {
    expect(fromTags('The/PREP juice/PREP of/PREP a/NAME lemon/NAME').name).toBe('lemon');
    expect(fromTags('Some/NAME thinly/PREP sliced/PREP red/NAME onion/NAME').name).toBe('red onion');
    expect(fromTags('a/NAME little/NAME butter/NAME').name).toBe('a little butter');
    expect(fromTags('1/QTY sm/NAME (/PUNC ½/QTY pound/UNIT )/PUNC cucumber/NAME').name).toBe('cucumber');
  });

  it('reads no amount from a page number', () => {
    expect(fromTags('Bouquet/NAME Garni/NAME (/PUNC p./COMMENT 145/QTY )/PUNC')).toMatchObject({ qty: null });
  });

  it("drops an abbreviation's dot from the food, as the labels do", () => {
    expect(fromTags('1/QTY cup/UNIT Smirnoff/NAME No./NAME 21/NAME Vodka/NAME').name).toBe('smirnoff no 21 vodka');
  });

  it('never leaves a line with words but no food: the last run of words when all are preparations', () => {
    const crusts = '4/QTY (/PUNC 9/QTY inch/UNIT )/PUNC unbaked/PREP pie/PREP crusts/PREP';
    expect(fromTags(crusts).name).toBe('unbaked pie crusts');
  });

  it('reads the food from words the tagger calls a comment when nothing is tagged as the food', () => {
    expect(fromTags('4/QTY pounds/UNIT venison/COMMENT rump/COMMENT roast/COMMENT').name).toBe('venison rump roast');
    expect(fromTags('4/QTY large/SIZE ,/PUNC very/COMMENT fresh/COMMENT eggs/COMMENT').name).toBe('very fresh eggs');
  });
});
