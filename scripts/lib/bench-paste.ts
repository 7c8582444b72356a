// The `paste` part of scripts/bench-bring-in.ts: a 200-line plain-text recipe (sub-headings, bullets,
// numbered and wrapped steps) read by readRecipeText with every line parsed, and the same recipe as HTML
// without Recipe data. Budget ≤ 200 ms per read.
import { readRecipeText } from '../../src/server/modules/recipe-import/text/read-text.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median and slowest of `runs` timed calls after two untimed ones (the parser's model loads on the first). */
async function time(runs: number, run: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  await run();
  await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  return { median: median(ms), max: Math.max(...ms) };
}

const FOODS = ['flour', 'sugar', 'butter, softened', 'milk', 'onion, diced', 'carrots, peeled and sliced', 'stock'];
const UNITS = ['cups', 'tbsp', 'tsp', 'g', 'ml', 'oz'];
const GROUPS = [
  'dough',
  'sauce',
  'filling',
  'topping',
  'glaze',
  'salad',
  'dressing',
  'soup',
  'stew',
  'rice',
  'beans',
  'bread',
];

/** A long recipe: per group a sub-heading and 10 lines, then per group a sub-heading and 3 wrapped steps. */
function longRecipe(): string {
  const lines = ['Big Batch Feast', '', 'Serves 40', 'Prep time: 45 minutes', 'Cook time: 2 hours', '', 'Ingredients'];
  GROUPS.forEach((group, g) => {
    lines.push(`For the ${group}:`);
    for (let i = 0; i < 10; i++) {
      lines.push(`- ${(i % 4) + 1} ${i % 3 ? '1/2 ' : ''}${UNITS[i % UNITS.length]} ${FOODS[(g + i) % FOODS.length]}`);
    }
  });
  lines.push('', 'Method');
  let step = 1;
  GROUPS.forEach((group, g) => {
    lines.push(`The ${group}`);
    for (let i = 0; i < 3; i++) {
      lines.push(`${step++}. Put the ${FOODS[(g + i) % FOODS.length].split(',')[0]} in a large pan with the rest and`);
      lines.push('   stir over a low heat until it is all well combined.');
    }
  });
  return lines.join('\n');
}

/** Times reading the long recipe as plain text and as HTML; one line of figures. */
export async function benchPaste(runs = 30): Promise<string> {
  const text = longRecipe();
  const html = `<html><body><h1>Big Batch Feast</h1>${text
    .split('\n')
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
    .join('')}</body></html>`;
  const plain = await time(runs, () => readRecipeText({ text }));
  const asHtml = await time(runs, () => readRecipeText({ text: html }));
  const read = await readRecipeText({ text });
  const readHtml = await readRecipeText({ text: html });
  const same = JSON.stringify(readHtml.recipe.ingredients) === JSON.stringify(read.recipe.ingredients);
  return (
    `paste: ${text.split('\n').length} lines (${read.recipe.ingredients.length} ingredient lines, ` +
    `${read.recipe.ingredientSections.length} sections, ${read.recipe.instructions.length} steps), ${runs} runs: ` +
    `plain text median ${plain.median.toFixed(1)} ms, max ${plain.max.toFixed(1)} ms; as HTML (${readHtml.format}, ` +
    `same lines: ${same}) median ${asHtml.median.toFixed(1)} ms, max ${asHtml.max.toFixed(1)} ms (budget ≤ 200 ms)`
  );
}
