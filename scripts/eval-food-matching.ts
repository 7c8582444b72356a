/**
 * How many of the demo catalogue's ingredient lines the food table counts:
 * `npx tsx scripts/eval-food-matching.ts [--lines] [--missed]`. Each line of every dish
 * (src/server/db/seed/catalogue/) is parsed as the server parses it, with the catalogue's food as its
 * name (what the recipe stores), matched to an SR24 food and weighed (src/domain/food-match.ts). Prints the
 * share of lines counted, the reasons of the others, and each dish's kcal per serving, flagging those outside
 * 100–1,500 kcal. Bar (issue 37): at least 90 % counted. Exits 1 under the bar. `--lines` prints every line's
 * food and grams, `--missed` the lines not counted. Figures: docs/api/know.md, "Demo catalogue".
 */
import { parseArgs } from 'node:util';
import { weighLine } from '../src/domain/food-match.ts';
import { nutrientsOf } from '../src/domain/food-match.ts';
import { parseIngredient } from '../src/domain/ingredient-parse.ts';
import { DEMO_DISHES } from '../src/server/db/seed/catalogue.ts';
import { foodTable } from '../src/server/modules/foods/food-table.ts';

const BAR = 0.9;
const PLAUSIBLE = [100, 1500] as const;
const { values: args } = parseArgs({
  options: { lines: { type: 'boolean', default: false }, missed: { type: 'boolean', default: false } },
});

const table = foodTable();
let lines = 0;
let counted = 0;
const reasons = new Map<string, number>();
const implausible: string[] = [];
for (const dish of DEMO_DISHES) {
  let kcal = 0;
  for (const [text, name] of dish.ingredients) {
    lines++;
    const parsed = { ...parseIngredient(text), name };
    const w = weighLine(table, parsed);
    if (w.grams !== null && w.food) {
      counted++;
      kcal += nutrientsOf(w.food, w.grams).nutrients.kcal;
    } else reasons.set(w.reason!, (reasons.get(w.reason!) ?? 0) + 1);
    const show = args.lines || (args.missed && w.grams === null);
    if (show)
      console.log(
        `${w.grams === null ? '✗' : ' '} ${text.padEnd(50)} → ${w.food ? `${w.food.ndb} ${w.food.name}` : '-'}` +
          (w.grams === null
            ? `  [${w.reason}: ${w.detail}]`
            : `  ${w.grams.toFixed(1)} g${w.measure ? ` (${w.measure})` : ''}`),
      );
  }
  const perServing = kcal / dish.servings;
  if (perServing < PLAUSIBLE[0] || perServing > PLAUSIBLE[1])
    implausible.push(`${dish.name}: ${perServing.toFixed(0)}`);
  if (args.lines) console.log(`  = ${dish.name}: ${perServing.toFixed(0)} kcal per serving\n`);
}
const share = counted / lines;
console.log(
  `${DEMO_DISHES.length} dishes, ${lines} lines: ${counted} counted (${(share * 100).toFixed(1)} %); not counted: ` +
    ([...reasons].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'),
);
console.log(
  implausible.length
    ? `kcal per serving outside ${PLAUSIBLE.join('–')}: ${implausible.join('; ')}`
    : `every dish between ${PLAUSIBLE.join(' and ')} kcal per serving`,
);
process.exit(share >= BAR ? 0 : 1);
