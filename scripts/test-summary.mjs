// The summary of `npm test`: one block per stage, each failure by name, then "N passed, N failed".
// Usage: node scripts/test-summary.mjs [reports folder, default .tmp/reports]
// Reads `stages.txt` (one "stage exit-code" line per stage that ran, written by test-all.sh) and the JSON
// reports of the test stages. A check stage (lint, types, migrations, build) counts as one check; a test
// stage counts its tests; its failures are each failed test, each file that did not load, each suite
// whose beforeAll or afterAll threw (from vitest-errors-reporter.mjs), each error outside a test, and a
// run that ended without a report. Exits 1 when anything failed.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const STAGES = {
  lint: { label: 'lint (ESLint, Prettier)' },
  typecheck: { label: 'typecheck' },
  migrations: { label: 'migrations match the schema' },
  'vitest-pglite': { label: 'unit and API tests (PGlite)', vitest: 'vitest-pglite.json' },
  'vitest-postgres': { label: 'API tests (PostgreSQL, Node 24)', vitest: 'vitest-postgres.json' },
  build: { label: 'build' },
  'initial-js': { label: 'first load: 100 KB gzip, no zod, compile hints' },
  e2e: { label: 'end-to-end (Chromium)', playwright: 'e2e-results.json' },
};

const firstLine = (text) => (text ?? '').trim().split('\n')[0].slice(0, 300);
const fileName = (path) => (path ? relative(process.cwd(), path) || path : '(unknown file)');

/**
 * Counts and named failures of a vitest JSON report, with the suite and load errors that
 * vitest-errors-reporter.mjs wrote (`extra`). Each named failure counts once.
 */
export function readVitest(report, extra = { errors: [], unhandled: [] }) {
  const out = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of report.testResults ?? []) {
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const test of file.assertionResults) {
      if (test.status === 'passed') out.passed++;
      else if (test.status !== 'failed') out.skipped++;
    }
    for (const test of failedTests)
      out.failures.push(`${fileName(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    const suiteErrors = extra.errors.filter((e) => e.file === file.name);
    for (const error of suiteErrors)
      out.failures.push(
        `${[fileName(file.name), error.suite].filter(Boolean).join(' › ')}: ${firstLine(error.message)}`,
      );
    if (file.status === 'failed' && failedTests.length === 0 && suiteErrors.length === 0) {
      const why = firstLine(file.message) || 'a hook or suite failed before its tests ran (see the log above)';
      out.failures.push(`${fileName(file.name)}: ${why}`);
    }
  }
  for (const message of extra.unhandled) out.failures.push(`unhandled error: ${firstLine(message)}`);
  out.failed = out.failures.length;
  return out;
}

/** Counts and named failures of a Playwright JSON report. */
export function readPlaywright(report) {
  const out = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') out.passed++;
        else if (test.status === 'skipped') out.skipped++;
        else {
          out.failed++;
          const error = test.results?.find((r) => r.error)?.error?.message;
          out.failures.push(`${[spec.file ?? suite.file, ...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  for (const error of report.errors ?? []) {
    out.failed++;
    out.failures.push(`run error: ${firstLine(error.message)}`);
  }
  return out;
}

/** The result of one stage from its exit code and, for a test stage, its report. */
export function readStage(id, exitCode, dir) {
  const stage = STAGES[id] ?? { label: id };
  const reportFile = stage.vitest ?? stage.playwright;
  if (!reportFile) {
    const ok = exitCode === 0;
    return { label: stage.label, check: true, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, failures: [] };
  }
  const path = join(dir, reportFile);
  const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
  const extraPath = join(dir, reportFile.replace(/\.json$/, '-errors.json'));
  const result = !existsSync(path)
    ? { passed: 0, failed: 0, skipped: 0, failures: [] }
    : stage.vitest
      ? readVitest(readJson(path), existsSync(extraPath) ? readJson(extraPath) : undefined)
      : readPlaywright(readJson(path));
  if (!existsSync(path)) {
    result.failed++;
    result.failures.push('no report: the run did not finish (see the log above)');
  } else if (exitCode !== 0 && result.failed === 0) {
    result.failed++;
    result.failures.push(`exited with code ${exitCode} without a failed test (see the log above)`);
  }
  return { label: stage.label, check: false, ...result };
}

/** The summary lines and whether everything passed. */
export function summarise(dir) {
  const stagesFile = join(dir, 'stages.txt');
  const ran = existsSync(stagesFile)
    ? readFileSync(stagesFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' '))
    : [];
  const lines = [];
  let passed = 0;
  let failed = ran.length === 0 ? 1 : 0;
  if (ran.length === 0) lines.push(`no stage ran (${stagesFile} is missing)`);
  const width = Math.max(0, ...Object.values(STAGES).map((s) => s.label.length));
  for (const [id, code] of ran) {
    const stage = readStage(id, Number(code), dir);
    const verdict = stage.check
      ? stage.failed
        ? `failed (exit code ${code})`
        : 'ok'
      : `${stage.passed} passed, ${stage.failed} failed, ${stage.skipped} skipped`;
    lines.push(`${stage.label.padEnd(width)}  ${verdict}`);
    for (const failure of stage.failures) lines.push(`  ✗ ${failure}`);
    passed += stage.passed;
    failed += stage.failed;
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, ok: failed === 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { lines, ok } = summarise(process.argv[2] ?? '.tmp/reports');
  console.log(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}
