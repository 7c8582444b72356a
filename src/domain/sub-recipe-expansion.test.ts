import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  batchWeight,
  expandBatches,
  expandRecipe,
  gramsOf,
  subRecipeLineText,
  subRecipeMeasurement,
  type GraphLine,
  type GraphRecipe,
} from './sub-recipe-expansion.ts';

const food = (qty: number | null, measurement: string, name: string, qtyMax: number | null = null): GraphLine => ({
  text: `${qty ?? ''} ${measurement} ${name}`.trim(),
  qty,
  qtyMax,
  measurement,
  name,
  subRecipeId: null,
});
const sub = (subRecipeId: number, qty: number, measurement: string): GraphLine => ({
  text: `${qty} ${measurement} of ${subRecipeId}`,
  qty,
  qtyMax: null,
  measurement,
  name: `recipe ${subRecipeId}`,
  subRecipeId,
});
const graphOf = (...recipes: GraphRecipe[]) => new Map(recipes.map((r) => [r.id, r]));

const dough: GraphRecipe = {
  id: 2,
  name: 'Pizza dough',
  servings: 4,
  lines: [food(500, 'gram', 'flour'), food(300, 'gram', 'water'), food(null, 'to taste', 'salt')],
};
const pesto: GraphRecipe = {
  id: 3,
  name: 'Pesto',
  servings: 8,
  lines: [food(2, 'cup', 'basil'), food(100, 'gram', 'parmesan')],
};
const pizza: GraphRecipe = {
  id: 1,
  name: 'Pizza',
  servings: 2,
  lines: [sub(2, 1, 'batch'), sub(3, 2, 'serving'), food(1, 'whole', 'mozzarella ball'), food(2, 'cloves', 'garlic')],
};

describe('expandRecipe', () => {
  it('puts a sub-recipe’s lines where its line stands, with the chain they come through', () => {
    const { lines } = expandRecipe(graphOf(pizza, dough, pesto), 1);
    expect(lines.map((l) => [l.name, l.qty, l.unit, l.from.map((f) => f.name)])).toEqual([
      ['flour', 500, 'gram', ['Pizza dough']],
      ['water', 300, 'gram', ['Pizza dough']],
      ['salt', null, 'to taste', ['Pizza dough']],
      ['basil', 0.5, 'cup', ['Pesto']],
      ['parmesan', 25, 'gram', ['Pesto']],
      ['mozzarella ball', 1, null, []],
      ['garlic', 2, 'clove', []],
    ]);
  });

  it('scales by servings once, down the chain', () => {
    const { servings, lines } = expandRecipe(graphOf(pizza, dough, pesto), 1, 6);
    expect(servings).toBe(6);
    expect(lines.map((l) => l.qty)).toEqual([1500, 900, null, 1.5, 75, 3, 6]);
  });

  it('takes a weight of a batch through the batch weight, and scales ranges', () => {
    const sauce: GraphRecipe = { id: 4, name: 'Sauce', servings: 1, lines: [food(1, 'pound', 'tomatoes', 2)] };
    const pasta: GraphRecipe = { id: 5, name: 'Pasta', servings: 1, lines: [sub(4, 226.796185, 'gram')] };
    const { lines } = expandRecipe(graphOf(pasta, sauce), 5, 2);
    expect(lines).toEqual([
      {
        text: '1 pound tomatoes',
        qty: 1,
        qtyMax: 2,
        unit: 'pound',
        name: 'tomatoes',
        from: [{ id: 4, name: 'Sauce' }],
      },
    ]);
  });

  it('keeps a weight line whose batch weight became unknown as a line of its own', () => {
    const vague: GraphRecipe = { id: 6, name: 'Vague', servings: 1, lines: [food(1, 'cup', 'rice')] };
    const top: GraphRecipe = { id: 7, name: 'Top', servings: 1, lines: [sub(6, 100, 'gram')] };
    expect(expandRecipe(graphOf(top, vague), 7).lines).toEqual([
      { text: '100 gram of 6', qty: 100, qtyMax: null, unit: 'gram', name: 'recipe 6', from: [] },
    ]);
  });

  it('refuses a graph with a loop rather than walking forever', () => {
    const a: GraphRecipe = { id: 8, name: 'A', servings: 1, lines: [sub(9, 1, 'batch')] };
    const b: GraphRecipe = { id: 9, name: 'B', servings: 1, lines: [sub(8, 1, 'batch')] };
    expect(() => expandRecipe(graphOf(a, b), 8)).toThrow(/includes itself/);
  });
});

describe('batch weight', () => {
  it('sums the grams of the expanded lines; a line without an amount weighs nothing', () => {
    expect(batchWeight(graphOf(dough), 2)).toBe(800);
  });

  it('is unknown when a line is not a mass', () => {
    expect(batchWeight(graphOf(pesto), 3)).toBeNull();
    expect(batchWeight(graphOf(pizza, dough, pesto), 1)).toBeNull();
  });

  it('converts US mass units', () => {
    expect(gramsOf(1, 'pound')).toBeCloseTo(453.592, 3);
    expect(gramsOf(2, 'ounce')).toBeCloseTo(56.699, 3);
    expect(gramsOf(1, 'cup')).toBeUndefined();
  });
});

describe('sub-recipe measurement and text', () => {
  it.each([
    ['batch', 'batch'],
    ['Batches', 'batch'],
    ['servings', 'serving'],
    ['g', 'gram'],
    ['kg', 'kilogram'],
    ['oz', 'ounce'],
    ['lbs', 'pound'],
    ['cup', undefined],
    ['whole', undefined],
  ])('%s → %s', (text, expected) => {
    expect(subRecipeMeasurement(text)).toBe(expected);
  });

  it('writes the contract’s texts', () => {
    expect(subRecipeLineText(1, 'batch', 'Pizza dough')).toBe('1 batch Pizza dough');
    expect(subRecipeLineText(2, 'serving', 'Pesto')).toBe('2 servings Pesto');
    expect(subRecipeLineText(250, 'gram', 'Pesto')).toBe('250 g Pesto');
    expect(subRecipeLineText(2, 'batch', 'Stock')).toBe('2 batches Stock');
  });
});

/**
 * Random nests up to 5 levels: each recipe has food lines in grams and includes the next one by batch, by
 * servings or by weight. The model computes each leaf's amount independently, as the product of the
 * factors down its chain.
 */
const nestArb = fc
  .array(
    fc.record({
      servings: fc.integer({ min: 1, max: 12 }),
      foods: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 3 }),
      measurement: fc.constantFrom('batch', 'serving', 'gram', 'ounce'),
      qty: fc.integer({ min: 1, max: 400 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((levels) => {
    const recipes = levels.map((level, i): GraphRecipe => {
      const lines = level.foods.map((grams, j) => food(grams, 'gram', `food ${i}.${j}`));
      if (i + 1 < levels.length) lines.push(sub(i + 2, level.qty, level.measurement));
      return { id: i + 1, name: `R${i + 1}`, servings: level.servings, lines };
    });
    return { graph: graphOf(...recipes), levels };
  });

/**
 * Random branching nests: up to 9 recipes, each including any later ones (by batch, servings or weight) as
 * long as no chain passes 5 levels; recipe 1 is the top. Every recipe has a food line in grams.
 */
const treeArb = fc
  .array(
    fc.record({
      servings: fc.integer({ min: 1, max: 12 }),
      grams: fc.integer({ min: 1, max: 5000 }),
      includes: fc.array(
        fc.record({
          offset: fc.integer({ min: 1, max: 8 }),
          measurement: fc.constantFrom('batch', 'serving', 'gram', 'pound'),
          qty: fc.integer({ min: 1, max: 50 }),
        }),
        { maxLength: 3 },
      ),
    }),
    { minLength: 1, maxLength: 9 },
  )
  .map((specs) => {
    const depth: number[] = [];
    const recipes: GraphRecipe[] = [];
    for (let i = specs.length - 1; i >= 0; i--) {
      const lines: GraphLine[] = [food(specs[i].grams, 'gram', `food of ${i + 1}`)];
      depth[i] = 0;
      for (const inc of specs[i].includes) {
        const child = i + inc.offset;
        if (child >= specs.length || depth[child] + 1 > 5) continue;
        depth[i] = Math.max(depth[i], depth[child] + 1);
        lines.push(sub(child + 1, inc.qty, inc.measurement));
      }
      recipes.push({ id: i + 1, name: `T${i + 1}`, servings: specs[i].servings, lines });
    }
    return { graph: graphOf(...recipes), depth: depth[0] };
  });

describe('linear scaling (property)', () => {
  it('parent × k gives every leaf × k, for branching nests up to 5 levels', () => {
    fc.assert(
      fc.property(treeArb, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 2, max: 10 }), ({ graph }, s, k) => {
        const own = graph.get(1)!.servings!;
        const once = expandBatches(graph, 1, s / own);
        const scaled = expandBatches(graph, 1, (s * k) / own);
        expect(scaled.map((l) => [l.name, l.from])).toEqual(once.map((l) => [l.name, l.from]));
        scaled.forEach((line, i) => {
          expect(Math.abs(line.qty! - once[i].qty! * k)).toBeLessThanOrEqual(1e-9 * Math.max(1, once[i].qty! * k));
        });
        expect(expandRecipe(graph, 1, s * k).servings).toBe(s * k);
      }),
    );
  });

  it('parent × k gives every leaf × k, for nests up to 5 levels', () => {
    fc.assert(
      fc.property(nestArb, fc.double({ min: 0.01, max: 100, noNaN: true }), ({ graph }, k) => {
        const once = expandBatches(graph, 1, 1);
        const scaled = expandBatches(graph, 1, k);
        expect(scaled.length).toBe(once.length);
        scaled.forEach((line, i) => {
          expect(line.name).toBe(once[i].name);
          // Relative: nests multiply amounts into the billions, where a float has 6 decimals left.
          expect(Math.abs(line.qty! - once[i].qty! * k)).toBeLessThanOrEqual(1e-9 * Math.max(1, once[i].qty! * k));
        });
      }),
    );
  });

  it('each leaf is its amount × the factors of its chain, applied once', () => {
    fc.assert(
      fc.property(nestArb, fc.integer({ min: 1, max: 1000 }), ({ graph, levels }, servings) => {
        // Batch weights from the bottom up, as a cook would weigh them.
        const weights: number[] = [];
        for (let i = levels.length - 1; i >= 0; i--) {
          const own = levels[i].foods.reduce((a, b) => a + b, 0);
          weights[i] = own + (i + 1 < levels.length ? gramsTaken(levels[i], i, weights) : 0);
        }
        function gramsTaken(level: (typeof levels)[number], i: number, w: number[]) {
          return batchesTaken(level, i, w) * w[i + 1];
        }
        function batchesTaken(level: (typeof levels)[number], i: number, w: number[]) {
          const next = levels[i + 1];
          if (level.measurement === 'batch') return level.qty;
          if (level.measurement === 'serving') return level.qty / next.servings;
          return gramsOf(level.qty, level.measurement)! / w[i + 1];
        }
        const expected: number[] = [];
        let factor = servings / levels[0].servings;
        levels.forEach((level, i) => {
          for (const grams of level.foods) expected.push(grams * factor);
          if (i + 1 < levels.length) factor *= batchesTaken(level, i, weights);
        });
        const { lines } = expandRecipe(graph, 1, servings);
        expect(lines.length).toBe(expected.length);
        lines.forEach((line, i) => {
          expect(Math.abs(line.qty! - expected[i])).toBeLessThanOrEqual(0.0005 + expected[i] * 1e-9);
          expect(line.from.length).toBe(Number(line.name.split(' ')[1].split('.')[0]));
        });
      }),
    );
  });
});
