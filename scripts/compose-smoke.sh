#!/usr/bin/env bash
# Starts compose.yaml — PostgreSQL, PgBouncer in transaction mode, two Colmeia instances, Caddy
# terminating TLS — and proves the stack serves (docs/operations.md, "Container image"): payments
# through Caddy's HTTPS reach both instances through the pooler, /metrics answers with its token
# only, and every line the instances print once ready is JSON. Then takes it down.
#   BASE_IMAGE=localhost/node-base:20 OFFLINE=1 bash scripts/compose-smoke.sh
# OFFLINE=1 builds PostgreSQL, PgBouncer and Caddy from Debian's packages on BASE_IMAGE
# (deploy/offline) instead of pulling them. Needs podman-compose (or docker compose) and openssl.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf 'compose-smoke: %s\n' "$*" >&2; }
fail() { say "FAILED: $*"; exit 1; }
project="colmeia-smoke"
files=(-f compose.yaml)
[ -n "${OFFLINE:-}" ] && files+=(-f deploy/offline/compose.offline.yaml)
if command -v podman-compose >/dev/null; then
  compose=(podman-compose -p "$project")
  engine=podman
  # runc, and ulimits this machine allows (design of the container smoke, docs/operations.md)
  conf=$(mktemp)
  printf '[containers]\ndefault_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]\n[engine]\nruntime = "%s"\n' \
    "$(command -v runc >/dev/null && echo runc || echo crun)" > "$conf"
  export CONTAINERS_CONF="$conf"
elif docker compose version >/dev/null 2>&1; then
  compose=(docker compose -p "$project")
  engine=docker
else
  fail "neither podman-compose nor docker compose (apt-get install -y podman-compose)"
fi
export BASE_IMAGE="${BASE_IMAGE:-node:20-bookworm-slim}"
export COLMEIA_MODE=sandbox COLMEIA_HOST=localhost HTTPS_PORT="${HTTPS_PORT:-8443}" HTTP_PORT="${HTTP_PORT:-8081}"
AUTH_SECRET=$(openssl rand -hex 32) POSTGRES_PASSWORD=$(openssl rand -hex 16) METRICS_TOKEN=$(openssl rand -hex 16)
export AUTH_SECRET POSTGRES_PASSWORD METRICS_TOKEN
down() { "${compose[@]}" "${files[@]}" down -v >/dev/null 2>&1 || true; }
trap down EXIT
down
say "building and starting the stack (${files[*]})"
"${compose[@]}" "${files[@]}" build >&2 || fail "the images did not build"
"${compose[@]}" "${files[@]}" up -d >&2 || fail "the stack did not start"

url="https://localhost:$HTTPS_PORT"
# ready when 20 health checks in a row pass: Caddy spreads them over both instances, and an instance
# that started before PostgreSQL accepted connections is still being restarted
ready=""
streak=0
for _ in $(seq 1 600); do
  if curl -fsSk "$url/api/health" >/dev/null 2>&1; then streak=$((streak + 1)); else streak=0; fi
  if [ "$streak" -ge 20 ]; then ready=1; break; fi
  sleep 0.5
done
logs() { $engine logs "${project}_$1_1" 2>&1 || $engine logs "${project}-$1-1" 2>&1; }
[ -n "$ready" ] || { logs colmeia-1 | tail -20 >&2; logs caddy | tail -5 >&2; fail "no answer through Caddy on $url"; }
say "healthy through Caddy's TLS on $url"

# the demo seed ran once, in whichever instance took the start-up lock first
key=$( (logs colmeia-1; logs colmeia-2) | grep -o 'sk_test_[A-Za-z0-9]*' | head -1)
[ -n "$key" ] || fail "no demo key in the instances' logs"
api() { curl -sSk -u "$key:x" -H 'content-type: application/json' "$@"; }
payer='"customer":{"name":"Fulano de Tal","email":"fulano@example.com","document":{"number":"52998224725","type":"cpf"}},"items":[{"title":"Camiseta","unitPrice":10000,"quantity":1,"tangible":true}],"metadata":{"provider":"smoke","user_email":"loja@example.com","order_id":"1","checkout_url":"https://loja.example.com/checkout","shop_url":"https://loja.example.com"}'
for i in $(seq 1 12); do
  card=$(api "$url/v1/transactions" -d "{\"amount\":10000,\"paymentMethod\":\"credit_card\",\"installments\":1,\"card\":{\"number\":\"4111111111111111\",\"holderName\":\"FULANO DE TAL\",\"expirationMonth\":12,\"expirationYear\":2035,\"cvv\":\"123\"},$payer}")
  node -e 'process.exit(JSON.parse(process.argv[1]).status === "paid" ? 0 : 1)' "$card" || fail "card $i not paid: $card"
done
pix=$(api "$url/v1/transactions" -d "{\"amount\":10000,\"paymentMethod\":\"pix\",\"pix\":{\"expiresInSeconds\":3600},$payer}")
pix_id=$(node -e 'console.log(JSON.parse(process.argv[1]).id)' "$pix")
paid=$(api -X POST "$url/v1/transactions/$pix_id/sandbox/pay")
node -e 'process.exit(JSON.parse(process.argv[1]).status === "paid" ? 0 : 1)' "$paid" || fail "Pix not paid: $paid"
say "12 cards and a Pix paid through Caddy, PgBouncer and the sandbox rails"

served() { logs "$1" | grep -c '"msg":"request".*"/v1/transactions"' || true; }
a=$(served colmeia-1)
b=$(served colmeia-2)
[ "$a" -gt 0 ] && [ "$b" -gt 0 ] || fail "one instance served nothing (colmeia-1: $a, colmeia-2: $b requests)"
say "both instances served payments (colmeia-1: $a, colmeia-2: $b requests)"

[ "$(curl -sk -o /dev/null -w '%{http_code}' "$url/metrics")" = 401 ] || fail "/metrics answered without its token"
curl -fsSk -H "authorization: Bearer $METRICS_TOKEN" "$url/metrics" | grep -q '^colmeia_payments_total{' \
  || fail "/metrics has no payments"
say "/metrics answers with METRICS_TOKEN only"

for instance in colmeia-1 colmeia-2; do
  bad=$(logs "$instance" | sed -n '/Ready in/,$p' | tail -n +2 | node -e '
    const lines = require("fs").readFileSync(0, "utf8").split("\n").filter((l) => l.trim());
    console.log(lines.filter((l) => { try { return typeof JSON.parse(l) !== "object"; } catch { return true; } }).length);')
  [ "$bad" = 0 ] || fail "$instance printed $bad line(s) that are not JSON"
done
say "every line the instances printed once ready is JSON"
say "passed"
