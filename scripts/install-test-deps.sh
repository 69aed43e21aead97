#!/usr/bin/env bash
# What the tests need beyond npm: Debian's Chromium (Playwright cannot download browsers here),
# PostgreSQL (the second database every API suite runs against) and PgBouncer (instances behind a
# pooler in transaction mode, e2e/reliability/pooler.spec.ts).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null 2>&1 || need+=(pgbouncer)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}"
