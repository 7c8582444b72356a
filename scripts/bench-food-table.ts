/**
 * Food table load and matching speed: `npx tsx scripts/bench-food-table.ts [--runs 5]`. Each run is a fresh
 * Node process (run with --expose-gc) that reads and indexes the committed SR24 table
 * (src/server/modules/foods/foods-sr24.json.gz) and reports the time and the heap the table keeps after a
 * full GC (wall and CPU time: on a busy machine the wall time waits for a core); then one process weighs every line of the demo catalogue 20 times (matchFood + gramsOf).
 * Budget (issue 37, docs/performance.md "Food table"): load ≤ 1 s and ≤ 40 MB of heap. Exits 1 over budget.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const LOAD_BUDGET_MS = 1000;
const HEAP_BUDGET_MB = 40;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    child: { type: 'string' },
  },
});

const gc = () => (globalThis as { gc?: () => void }).gc?.();

if (args.child === 'load') {
  const { loadFoodTable } = await import('../src/server/modules/foods/food-table.ts');
  gc();
  const before = process.memoryUsage().heapUsed;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const table = loadFoodTable();
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  // The word index, built at the first search or match.
  const cpu1 = process.cpuUsage();
  const indexStarted = performance.now();
  void table.byWord.size;
  const indexMs = performance.now() - indexStarted;
  const icpu = process.cpuUsage(cpu1);
  const indexCpuMs = (icpu.user + icpu.system) / 1000;
  gc();
  const heap = process.memoryUsage().heapUsed - before;
  console.log(
    JSON.stringify({
      ms,
      cpuMs,
      indexMs,
      indexCpuMs,
      totalMs: ms + indexMs,
      heapMb: heap / 2 ** 20,
      foods: table.foods.length,
    }),
  );
  process.exit(0);
}

if (args.child === 'match') {
  const { foodTable } = await import('../src/server/modules/foods/food-table.ts');
  const { weighLine } = await import('../src/domain/food-match.ts');
  const { parseIngredient } = await import('../src/domain/ingredient-parse.ts');
  const { DEMO_DISHES } = await import('../src/server/db/seed/catalogue.ts');
  const table = foodTable();
  const lines = DEMO_DISHES.flatMap((d) => d.ingredients.map(([text, name]) => ({ ...parseIngredient(text), name })));
  // The first pass finds each line's food (uncached); the next ones find it in rankFoods' memo.
  const first: number[] = [];
  for (const line of lines) {
    const t0 = performance.now();
    weighLine(table, line);
    first.push(performance.now() - t0);
  }
  const times: number[] = [];
  for (let round = 0; round < 20; round++)
    for (const line of lines) {
      const t0 = performance.now();
      weighLine(table, line);
      times.push(performance.now() - t0);
    }
  const pct = (xs: number[], p: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  };
  const firstTotal = first.reduce((a, b) => a + b, 0) - first[0]!; // the first line also builds the index
  console.log(
    JSON.stringify({
      lines: lines.length,
      uncachedMedianMs: pct(first, 0.5),
      uncachedP95Ms: pct(first, 0.95),
      uncachedTotalMs: firstTotal,
      medianMs: pct(times, 0.5),
      p95Ms: pct(times, 0.95),
    }),
  );
  process.exit(0);
}

const self = fileURLToPath(import.meta.url);
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
const run = (child: string) =>
  JSON.parse(
    execFileSync(process.execPath, ['--expose-gc', tsx, self, '--child', child], { encoding: 'utf8' }).trim(),
  ) as Record<string, number>;

const gz = statSync(new URL('../src/server/modules/foods/foods-sr24.json.gz', import.meta.url)).size;
const loads = Array.from({ length: Number(args.runs) }, () => run('load'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = median(loads.map((l) => l.ms!));
const heap = median(loads.map((l) => l.heapMb!));
const cpuMs = median(loads.map((l) => l.cpuMs!));
const indexMs = median(loads.map((l) => l.indexMs!));
const indexCpuMs = median(loads.map((l) => l.indexCpuMs!));
const totalMs = median(loads.map((l) => l.totalMs!));
console.log(`table file: ${(gz / 1024).toFixed(0)} KB gzipped, ${loads[0]!.foods} foods`);
console.log(
  `load (${loads.length} fresh processes): median ${ms.toFixed(0)} ms, max ${Math.max(...loads.map((l) => l.ms!)).toFixed(0)} ms; ` +
    `CPU median ${cpuMs.toFixed(0)} ms; heap kept: median ${heap.toFixed(1)} MB, max ${Math.max(...loads.map((l) => l.heapMb!)).toFixed(1)} MB`,
);
const m = run('match');
console.log(
  `weigh a line (${m.lines} demo lines): first time median ${m.uncachedMedianMs!.toFixed(2)} ms, ` +
    `p95 ${m.uncachedP95Ms!.toFixed(2)} ms, all ${m.uncachedTotalMs!.toFixed(0)} ms; ` +
    `again (memo, 20 rounds): median ${m.medianMs!.toFixed(3)} ms, p95 ${m.p95Ms!.toFixed(3)} ms`,
);
console.log(
  `word index (first search or match): median ${indexMs.toFixed(0)} ms, CPU ${indexCpuMs.toFixed(0)} ms; ` +
    `load + index: median ${totalMs.toFixed(0)} ms (heap above includes the index)`,
);
// On a machine busier than its cores the wall time mostly waits for a core: then the CPU time is judged.
const busy = loadavg()[0]! > availableParallelism();
const judged = busy ? median(loads.map((l) => l.cpuMs! + l.indexCpuMs!)) : totalMs;
const over = judged > LOAD_BUDGET_MS || heap > HEAP_BUDGET_MB;
console.log(
  `${over ? 'OVER BUDGET' : 'within budget'} (load + index ≤ ${LOAD_BUDGET_MS} ms, ≤ ${HEAP_BUDGET_MB} MB)` +
    (busy ? `; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores: judged on CPU time` : ''),
);
process.exit(over ? 1 : 0);
