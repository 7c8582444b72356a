#!/usr/bin/env bash
# `npm test`: every check, in order, each one run even when an earlier one failed: lint, the catalogs, types, the
# migrations against the schema, unit and API tests on PGlite, the API suite on a real PostgreSQL server
# (on Node 24 LTS),
# a production build and its first-load JavaScript budget, and end-to-end tests in Chromium. Then scripts/test-summary.mjs names every failure
# and exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

reports=.tmp/reports
rm -rf "$reports" e2e-artifacts/results.json
mkdir -p "$reports"

# stage ID COMMAND…: runs the command and records its exit code for the summary.
stage() {
  local id=$1
  shift
  echo "== $id"
  "$@"
  echo "$id $?" >>"$reports/stages.txt"
}
# The JSON report, and the suite and load errors it leaves out (scripts/vitest-errors-reporter.mjs).
vitest_reports() {
  echo "--reporter=default --reporter=json --outputFile.json=$reports/$1.json --reporter=./scripts/vitest-errors-reporter.mjs"
}

stage lint npm run -s lint
# The catalogs (src/locales/*.po) hold every text of the code: `lingui extract --clean` must change nothing.
stage catalogs node scripts/check-catalogs.mjs
stage typecheck npm run -s typecheck
stage migrations node scripts/check-migrations.mjs
stage vitest-pglite env VITEST_ERRORS_FILE=$reports/vitest-pglite-errors.json \
  npx vitest run $(vitest_reports vitest-pglite)
# On Node 24 LTS: the server project runs on the machine's Node above (PGlite) and on Node 24 here.
stage vitest-postgres env VITEST_ERRORS_FILE=$reports/vitest-postgres-errors.json \
  bash scripts/with-node24.sh node scripts/with-postgres.mjs npx vitest run --project server $(vitest_reports vitest-postgres)
stage build npm run -s build
stage initial-js node scripts/measure-initial-js.mjs
stage e2e npx playwright test
[ -f e2e-artifacts/results.json ] && cp e2e-artifacts/results.json "$reports/e2e-results.json"

echo "== summary"
node scripts/test-summary.mjs "$reports"
