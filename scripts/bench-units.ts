/**
 * Display conversion speed: `npx tsx scripts/bench-units.ts [--items 200] [--rounds 2000]`. Converts and
 * formats every amount of a shopping list of 200 items (toDisplay, then the English text) in each unit
 * system and language, and prints the first list in each language (its Intl formatters built then) and
 * the median and p99 of the next ones. The process's first Intl call, which loads ICU's data whoever
 * makes it (a date on the page does too), is timed apart. Budget (docs/performance.md): a 200-item list
 * under 5 ms, median. Exits 1 over budget.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sumAmounts, type Amount } from '../src/domain/quantity/amount.ts';
import { englishAmountText, toDisplay } from '../src/domain/quantity/display.ts';
import type { System } from '../src/domain/quantity/units.ts';

const BUDGET_MS = 5;
const { values: args } = parseArgs({
  options: { items: { type: 'string', default: '200' }, rounds: { type: 'string', default: '2000' } },
});
const itemCount = Number(args.items);
const rounds = Number(args.rounds);

/** A list's amounts as the list merges them: one to three lines per item, mixed units and systems. */
const LINES: Amount[] = [
  { qty: 1.5, unit: 'cup' },
  { qty: 2, unit: 'tablespoon' },
  { qty: 250, unit: 'gram' },
  { qty: 1, unit: 'pound' },
  { qty: 0.5, unit: 'liter' },
  { qty: 3, unit: 'clove' },
  { qty: 12, unit: 'fluid ounce' },
  { qty: 2, unit: null },
  { qty: null, unit: 'pinch' },
  { qty: 400, unit: 'milliliter' },
  { qty: 0.75, unit: 'teaspoon' },
  { qty: 8, unit: 'ounce' },
];
const items: Amount[][] = Array.from({ length: itemCount }, (_, i) =>
  sumAmounts(Array.from({ length: 1 + (i % 3) }, (_, j) => LINES[(i * 7 + j * 5) % LINES.length]!)),
);

function showList(system: System, locale: string): number {
  let chars = 0;
  for (const amounts of items) for (const a of amounts) chars += englishAmountText(toDisplay(a, system, locale)).length;
  return chars;
}

const cases: [System, string][] = [
  ['metric', 'de-DE'],
  ['us', 'en-US'],
  ['metric', 'fr'],
  ['us', 'es-US'],
];
let failed = false;
const icu = time(() => new Intl.NumberFormat('en-GB').format(1).length);
console.log(
  `${itemCount} items, ${items.flat().length} amounts; load average ${loadavg()[0]!.toFixed(1)}; ` +
    `the process's first Intl call ${icu.toFixed(1)} ms`,
);
for (const [system, locale] of cases) {
  const first = time(() => showList(system, locale));
  const times = Array.from({ length: rounds }, () => time(() => showList(system, locale))).sort((a, b) => a - b);
  const median = times[Math.floor(rounds / 2)]!;
  const p99 = times[Math.floor(rounds * 0.99)]!;
  failed ||= median > BUDGET_MS;
  console.log(
    `${system.padEnd(6)} ${locale.padEnd(5)}  first ${first.toFixed(2)} ms, median ${median.toFixed(3)} ms, ` +
      `p99 ${p99.toFixed(3)} ms  ${median > BUDGET_MS ? 'OVER' : 'ok'} (budget ${BUDGET_MS} ms)`,
  );
}
process.exitCode = failed ? 1 : 0;

function time(run: () => number): number {
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}
