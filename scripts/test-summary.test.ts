import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'test-summary.mjs');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the summary on a reports folder holding `files` (objects are written as JSON). */
function summarise(files: Record<string, string | object>) {
  dir = mkdtempSync(join(tmpdir(), 'hk-summary-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { lines: run.stdout.trim().split('\n'), status: run.status };
}

const test = (fullName: string, status: string, failureMessages: string[] = []) => ({
  fullName,
  status,
  failureMessages,
});
const vitestReport = (...testResults: object[]) => ({ numFailedTests: 0, testResults });
const passingFile = { name: 'src/a.test.ts', status: 'passed', message: '', assertionResults: [test('a', 'passed')] };

const spec = (title: string, status: string, message?: string) => ({
  title,
  file: 'lists.spec.ts',
  tests: [{ status, results: [message ? { status: 'failed', error: { message } } : { status: 'passed' }] }],
});
const playwrightReport = (specs: object[], errors: object[] = []) => ({
  suites: [{ title: 'lists.spec.ts', file: 'lists.spec.ts', specs, suites: [] }],
  errors,
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
});

describe('test-summary.mjs', () => {
  it('prints each stage and "N passed, 0 failed", and exits 0 when all passed', () => {
    const { lines, status } = summarise({
      'stages.txt': 'lint 0\nvitest-pglite 0\ne2e 0\n',
      'vitest-pglite.json': vitestReport(passingFile, {
        ...passingFile,
        assertionResults: [test('b', 'passed'), test('c', 'skipped')],
      }),
      'e2e-results.json': playwrightReport([spec('adds a recipe', 'expected'), spec('flaky one', 'flaky')]),
    });
    expect(lines).toEqual([
      expect.stringMatching(/^lint .*\s+ok$/),
      expect.stringMatching(/^unit and API tests \(PGlite\)\s+2 passed, 0 failed, 1 skipped$/),
      expect.stringMatching(/^end-to-end \(Chromium\)\s+2 passed, 0 failed, 0 skipped$/),
      '5 passed, 0 failed',
    ]);
    expect(status).toBe(0);
  });

  it('names a file whose beforeAll failed and a file that did not load, counting each as a failure', () => {
    const { lines, status } = summarise({
      'stages.txt': 'vitest-postgres 1\n',
      'vitest-postgres.json': vitestReport(
        passingFile,
        {
          name: 'src/server/modules/health/health.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [test('GET /api/health answers ok', 'skipped'), test('serves docs', 'skipped')],
        },
        {
          name: 'src/server/lib/broken.test.ts',
          status: 'failed',
          message: "Cannot find module './gone.ts'\n    at somewhere",
          assertionResults: [],
        },
      ),
    });
    expect(lines).toEqual([
      expect.stringMatching(/^API tests \(PostgreSQL, Node 24\)\s+1 passed, 2 failed, 2 skipped$/),
      expect.stringMatching(/✗ src\/server\/modules\/health\/health\.test\.ts: a hook or suite failed/),
      "  ✗ src/server/lib/broken.test.ts: Cannot find module './gone.ts'",
      '1 passed, 2 failed',
    ]);
    expect(status).toBe(1);
  });

  it('names the suite whose hook threw and errors outside any test, from the errors reporter', () => {
    const file = '/repo/src/server/modules/health/health.test.ts';
    const { lines, status } = summarise({
      'stages.txt': 'vitest-pglite 1\n',
      'vitest-pglite.json': vitestReport({
        name: file,
        status: 'failed',
        message: '',
        assertionResults: [test('GET /api/health answers ok', 'skipped')],
      }),
      'vitest-pglite-errors.json': {
        errors: [
          { file, suite: 'GET /api/health', message: 'Hook timed out in 120000ms.\nIf this is a long-running hook' },
        ],
        unhandled: ['TypeError: boom'],
      },
    });
    expect(lines).toEqual([
      expect.stringMatching(/PGlite\)\s+0 passed, 2 failed, 1 skipped$/),
      expect.stringMatching(/✗ .*health\.test\.ts › GET \/api\/health: Hook timed out in 120000ms\.$/),
      '  ✗ unhandled error: TypeError: boom',
      '0 passed, 2 failed',
    ]);
    expect(status).toBe(1);
  });

  it('names failed tests by file and full name, once per test', () => {
    const { lines } = summarise({
      'stages.txt': 'vitest-pglite 1\n',
      'vitest-pglite.json': vitestReport({
        name: 'src/b.test.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          test('lists adds', 'failed', ['AssertionError: expected 409 to be 200\n at x']),
          test('ok', 'passed'),
        ],
      }),
    });
    expect(lines.slice(1)).toEqual([
      '  ✗ src/b.test.ts › lists adds: AssertionError: expected 409 to be 200',
      '1 passed, 1 failed',
    ]);
  });

  it('reports a failed check stage and still summarises the stages after it', () => {
    const { lines, status } = summarise({
      'stages.txt': 'lint 1\ntypecheck 2\nmigrations 0\nbuild 0\n',
    });
    expect(lines).toEqual([
      expect.stringMatching(/^lint .*failed \(exit code 1\)$/),
      expect.stringMatching(/^typecheck\s+failed \(exit code 2\)$/),
      expect.stringMatching(/^migrations match the schema\s+ok$/),
      expect.stringMatching(/^build\s+ok$/),
      '2 passed, 2 failed',
    ]);
    expect(status).toBe(1);
  });

  it('counts a test stage without a report, or one that failed without a failed test, as a failure', () => {
    const { lines, status } = summarise({
      'stages.txt': 'vitest-pglite 1\nvitest-postgres 1\n',
      'vitest-postgres.json': vitestReport(passingFile),
    });
    expect(lines).toEqual([
      expect.stringMatching(/PGlite\)\s+0 passed, 1 failed, 0 skipped$/),
      '  ✗ no report: the run did not finish (see the log above)',
      expect.stringMatching(/PostgreSQL, Node 24\)\s+1 passed, 1 failed, 0 skipped$/),
      '  ✗ exited with code 1 without a failed test (see the log above)',
      '1 passed, 2 failed',
    ]);
    expect(status).toBe(1);
  });

  it('names failed end-to-end tests and run errors of Playwright', () => {
    const { lines, status } = summarise({
      'stages.txt': 'e2e 1\n',
      'e2e-results.json': playwrightReport(
        [
          spec('completes a list', 'unexpected', 'Timed out 8000ms waiting for expect(page).toHaveURL'),
          spec('ok', 'expected'),
        ],
        [{ message: 'Error: Process from config.webServer exited early.' }],
      ),
    });
    expect(lines).toEqual([
      expect.stringMatching(/^end-to-end \(Chromium\)\s+1 passed, 2 failed, 0 skipped$/),
      '  ✗ lists.spec.ts › completes a list: Timed out 8000ms waiting for expect(page).toHaveURL',
      '  ✗ run error: Error: Process from config.webServer exited early.',
      '1 passed, 2 failed',
    ]);
    expect(status).toBe(1);
  });

  it('fails when no stage ran', () => {
    const { lines, status } = summarise({});
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
    expect(status).toBe(1);
  });
});
