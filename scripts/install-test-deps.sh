#!/usr/bin/env bash
# What the tests need beyond npm: Debian's Chromium, as Playwright cannot download browsers here
# (its headless shell, which the suite drives: the same build without the browser's UI layer, about
# a third less time on the dashboard specs, CONTRIBUTING.md; and the full browser, for --headed),
# PostgreSQL (the second database every API suite runs against) and PgBouncer (instances behind a
# pooler in transaction mode, e2e/reliability/pooler.spec.ts).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null 2>&1 || need+=(pgbouncer)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}"
