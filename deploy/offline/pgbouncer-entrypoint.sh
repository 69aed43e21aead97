#!/usr/bin/env bash
# pgbouncer.ini and its user list from the variables, then PgBouncer in the foreground, as postgres.
set -euo pipefail
url="${DATABASE_URL#postgres://}"
creds="${url%%@*}"; rest="${url#*@}"
user="${creds%%:*}"; password="${creds#*:}"
hostport="${rest%%/*}"; db="${rest#*/}"
host="${hostport%%:*}"; port="${hostport#*:}"; [ "$port" = "$hostport" ] && port=5432
mkdir -p /etc/pgbouncer /run/pgbouncer
cat > /etc/pgbouncer/pgbouncer.ini <<INI
[databases]
$db = host=$host port=$port dbname=$db
[pgbouncer]
listen_addr = 0.0.0.0
listen_port = 5432
auth_type = ${AUTH_TYPE:-scram-sha-256}
auth_file = /etc/pgbouncer/userlist.txt
pool_mode = ${POOL_MODE:-transaction}
max_client_conn = ${MAX_CLIENT_CONN:-400}
default_pool_size = ${DEFAULT_POOL_SIZE:-20}
ignore_startup_parameters = extra_float_digits
INI
printf '"%s" "%s"\n' "$user" "$password" > /etc/pgbouncer/userlist.txt
chown -R postgres /etc/pgbouncer /run/pgbouncer
exec su postgres -s /bin/bash -c "exec pgbouncer /etc/pgbouncer/pgbouncer.ini"
