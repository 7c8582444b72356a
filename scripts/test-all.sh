#!/usr/bin/env bash
# `npm test`: every check, in order: lint, types, unit and API tests on PGlite, the API suite on a real
# PostgreSQL server, then end-to-end tests in Chromium against a fresh build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint"; npm run -s lint
echo "== typecheck"; npm run -s typecheck
echo "== unit and API tests (PGlite)"; npx vitest run
echo "== API tests (PostgreSQL)"; node scripts/with-postgres.mjs npx vitest run --project server
echo "== build"; npm run -s build
echo "== end-to-end (Chromium)"; npx playwright test
