#!/usr/bin/env bash
# `npm test`: every check, in order: lint, types, unit and API tests on PGlite, the API suite on a real
# PostgreSQL server, then end-to-end tests in Chromium against a fresh build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint"; npm run -s lint
echo "== typecheck"; npm run -s typecheck
rm -rf .tmp/reports e2e-artifacts/results.json; mkdir -p .tmp/reports
report() { echo "--reporter=default --reporter=json --outputFile.json=.tmp/reports/$1.json"; }
echo "== unit and API tests (PGlite)"; npx vitest run $(report vitest-pglite)
echo "== API tests (PostgreSQL)"; node scripts/with-postgres.mjs npx vitest run --project server $(report vitest-postgres)
echo "== build"; npm run -s build
echo "== end-to-end (Chromium)"; npx playwright test
echo "== summary"; node scripts/test-summary.mjs
