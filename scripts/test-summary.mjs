// Prints one closing line for `npm test` from the JSON reports of its runs: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  ['unit and API (PGlite)', '.tmp/reports/vitest-pglite.json', 'vitest'],
  ['API (PostgreSQL)', '.tmp/reports/vitest-postgres.json', 'vitest'],
  ['end-to-end (Chromium)', 'e2e-artifacts/results.json', 'playwright'],
];

let passed = 0;
let failed = 0;
for (const [name, file, kind] of reports) {
  if (!existsSync(file)) {
    console.log(`${name}: no report`);
    failed++;
    continue;
  }
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const [ok, bad] =
    kind === 'vitest'
      ? [data.numPassedTests, data.numFailedTests]
      : [data.stats.expected + data.stats.flaky, data.stats.unexpected];
  console.log(`${name}: ${ok} passed, ${bad} failed`);
  passed += ok;
  failed += bad;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
