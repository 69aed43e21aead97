#!/usr/bin/env bash
# npm test: every suite, against real databases.
#   0. lint (ESLint, Prettier's check) and the type check (over the sources and the route types)
#   1. Vitest: pure rules and data functions (PGlite in memory, then PostgreSQL), files side by side
#   2. a production build
#   3. Playwright: the API suites against a server on PGlite and one on PostgreSQL,
#      the dashboard suite in Debian's Chromium.
# Each stage prints its wall time as it ends; a table of them closes the run.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
export CI="${CI:-}"
failed=0

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# begin "name" … end: the stage's wall time, printed at its end and kept for the closing table
stage_names=()
stage_secs=()
stage_status=()
stage_name=""
stage_t0=0
stage_failed=0
begin() {
  stage_name="$1"
  stage_t0=$SECONDS
  stage_failed=0
  step "$1"
}
end() {
  local dt=$((SECONDS - stage_t0))
  stage_names+=("$stage_name")
  stage_secs+=("$dt")
  stage_status+=("$([ "$stage_failed" = 0 ] && echo ok || echo FAILED)")
  printf '\033[2m-- %s: %dm%02ds\033[0m\n' "$stage_name" $((dt / 60)) $((dt % 60))
}
fail() {
  stage_failed=1
  failed=1
}
table() {
  printf '\n\033[1m== Stages\033[0m\n'
  local i
  for i in "${!stage_names[@]}"; do
    printf '  %-44s %3dm%02ds  %s\n' "${stage_names[$i]}" $((stage_secs[i] / 60)) $((stage_secs[i] % 60)) "${stage_status[$i]}"
  done
  printf '  %-44s %3dm%02ds\n' "total" $((SECONDS / 60)) $((SECONDS % 60))
}

# ESLint (one thread, ~70 % of a core: its type-aware rules wait on the file system), Prettier's
# check and the type check side by side, as `npm run lint` and `npm run typecheck` would run them
# one after the other. tsconfig.json includes the route types in .next/types, which `next typegen`
# writes exactly as `next build` does (compared file by file), so `tsc` checks here everything the
# build would have, and the build skips its own pass (BUILD_TYPECHECK=off). With another
# NEXT_DIST_DIR tsconfig.json does not see the route types (and typegen would add that directory
# to it): the build checks instead.
begin "Lint and type check"
typecheck_pid=""
if [ "${NEXT_DIST_DIR:-.next}" = .next ]; then
  npx next typegen >/dev/null || fail
  npm run -s typecheck &
  typecheck_pid=$!
fi
npx prettier --check --log-level warn . &
prettier_pid=$!
npx eslint . || fail
wait "$prettier_pid" || fail
[ -z "$typecheck_pid" ] || wait "$typecheck_pid" || fail
end

begin "PostgreSQL test databases"
PG_URL=$(bash scripts/pg-test-db.sh "${TEST_DB_PREFIX:-colmeia}_test") || { echo "PostgreSQL is required for the tests (apt-get install -y postgresql)"; exit 1; }
PG_UNIT_URL=$(bash scripts/pg-test-db.sh "${TEST_DB_PREFIX:-colmeia}_unit") || exit 1
export TEST_DATABASE_URL="$PG_URL"
end

begin "Unit and database tests (Vitest, PGlite)"
DATA_DIR=memory:// npx vitest run --reporter=default --reporter=json --outputFile=.tmp/vitest-pglite.json || fail
end

begin "Database tests (Vitest, PostgreSQL)"
# as the PGlite stage: its errors on screen, and a run that ends without a report fails too
DATABASE_URL="$PG_UNIT_URL" npx vitest run --project db --reporter=default --reporter=json --outputFile=.tmp/vitest-postgres.json || fail
end

begin "Production build"
if [ "${NEXT_DIST_DIR:-.next}" = .next ]; then
  BUILD_TYPECHECK=off node scripts/start.mjs --build-only || { fail; end; table; exit 1; }
else
  node scripts/start.mjs --build-only || { fail; end; table; exit 1; }
fi
end

begin "Playwright: API on PGlite and PostgreSQL, dashboard in Chromium"
rm -rf .tmp/e2e-pglite .tmp/e2e-postgres
CI=1 npx playwright test || fail
end

table
node scripts/test-summary.mjs .tmp/vitest-pglite.json .tmp/vitest-postgres.json .tmp/playwright-report.json
exit $failed
