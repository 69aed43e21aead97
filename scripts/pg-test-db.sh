#!/usr/bin/env bash
# Starts the machine's PostgreSQL (installed from Debian's packages) and gives the tests a fresh,
# empty database: role colmeia/colmeia, database ${1:-colmeia_test}.
set -euo pipefail
# Only the URL goes to stdout (callers capture it); everything the cluster tools print goes to stderr,
# e.g. "Removed stale pid file." when a clean machine starts a cluster that was not shut down.
exec 3>&1 1>&2
db="${1:-colmeia_test}"
cluster=$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')
[ -n "$cluster" ] || { echo "no PostgreSQL cluster found: apt-get install -y postgresql" >&2; exit 1; }
pg_lsclusters -h | awk 'NR==1 {print $4}' | grep -q online || pg_ctlcluster $cluster start 3>&-
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sudo -u postgres sh -c "$1"; fi; }
for _ in $(seq 1 30); do as_pg "psql -qtAc 'select 1'" >/dev/null 2>&1 && break; sleep 1; done
as_pg "psql -qtAc \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'colmeia') THEN CREATE ROLE colmeia LOGIN SUPERUSER PASSWORD 'colmeia'; END IF; END \\\$\\\$\""
as_pg "dropdb --if-exists --force $db && createdb -O colmeia $db"
echo "postgresql://colmeia:colmeia@127.0.0.1:5432/$db" >&3
