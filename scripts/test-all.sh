#!/usr/bin/env bash
# npm test: every suite, against real databases.
#   0. lint (ESLint, Prettier's check) and the type check
#   1. Vitest: pure rules and data functions (PGlite in memory, then PostgreSQL)
#   2. a production build
#   3. Playwright: the API suites against a server on PGlite and one on PostgreSQL,
#      the dashboard suite in Debian's Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
export CI="${CI:-}"
failed=0

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Lint and type check"
npm run -s lint || failed=1
npm run -s typecheck || failed=1

step "PostgreSQL test databases"
PG_URL=$(bash scripts/pg-test-db.sh "${TEST_DB_PREFIX:-colmeia}_test") || { echo "PostgreSQL is required for the tests (apt-get install -y postgresql)"; exit 1; }
PG_UNIT_URL=$(bash scripts/pg-test-db.sh "${TEST_DB_PREFIX:-colmeia}_unit") || exit 1
export TEST_DATABASE_URL="$PG_URL"

step "Unit and database tests (Vitest: PGlite, then PostgreSQL)"
DATA_DIR=memory:// npx vitest run --reporter=default --reporter=json --outputFile=.tmp/vitest-pglite.json || failed=1
DATABASE_URL="$PG_UNIT_URL" npx vitest run --project db --reporter=default --reporter=json --outputFile=.tmp/vitest-postgres.json 2>/dev/null \
  || { [ -f .tmp/vitest-postgres.json ] && failed=1; }

step "Production build"
node scripts/start.mjs --build-only || exit 1

step "Playwright: API on PGlite and PostgreSQL, dashboard in Chromium"
rm -rf .tmp/e2e-pglite .tmp/e2e-postgres
CI=1 npx playwright test || failed=1

node scripts/test-summary.mjs .tmp/vitest-pglite.json .tmp/vitest-postgres.json .tmp/playwright-report.json
exit $failed
