#!/usr/bin/env bash
# An old release and this checkout side by side on one migrated PostgreSQL (docs/operations.md, Upgrades).
exec "$(dirname "$0")/../node_modules/.bin/tsx" "$(dirname "$0")/upgrade-side-by-side.ts" "$@"
