#!/usr/bin/env bash
# Builds the container image and proves it serves (docs/operations.md, "Container image"): on this
# machine's PostgreSQL, the image starts (migrations, demo seed), reports healthy through its own
# HEALTHCHECK, runs as an unprivileged user without sources, takes one Pix and one card payment in
# the sandbox, and drains on SIGTERM (exit 143, as under npm start).
#   BASE_IMAGE=localhost/node-base:20 bash scripts/container-smoke.sh
# BASE_IMAGE defaults to node:20-bookworm-slim from a registry; where none is reachable, make a local
# base first with scripts/container-base.sh. Uses podman (with runc when installed) or docker.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${BASE_IMAGE:-node:20-bookworm-slim}"
image="${SMOKE_IMAGE:-localhost/colmeia:smoke}"
port="${SMOKE_PORT:-3960}"
name="colmeia-smoke-$$"
say() { printf 'container-smoke: %s\n' "$*" >&2; }
fail() { say "FAILED: $*"; exit 1; }

if command -v podman >/dev/null; then
  engine=(podman)
  # crun fails on some kernels' cgroup layout where runc works
  command -v runc >/dev/null && engine+=(--runtime runc)
  build_flags=(--format docker) # the OCI format drops HEALTHCHECK
elif command -v docker >/dev/null && docker info >/dev/null 2>&1; then
  engine=(docker)
  build_flags=()
else
  fail "neither podman nor a running docker engine (apt-get install -y podman runc)"
fi
limits=(--ulimit nofile=4096:4096 --ulimit nproc=4096:4096)

say "building $image on $base"
"${engine[@]}" build "${build_flags[@]}" --network host "${limits[@]}" --build-arg BASE_IMAGE="$base" -t "$image" . >&2 \
  || fail "the image did not build (no registry? make a local base: bash scripts/container-base.sh, then BASE_IMAGE=localhost/node-base:20)"

database_url=$(bash scripts/pg-test-db.sh colmeia_container_smoke | tail -1)
[[ "$database_url" == postgres* ]] || fail "no PostgreSQL on this machine (apt-get install -y postgresql)"
cleanup() {
  "${engine[@]}" rm -f "$name" >/dev/null 2>&1 || true
  "${engine[@]}" volume rm -f "$name-data" >/dev/null 2>&1 || true
}
trap cleanup EXIT
say "starting it on PostgreSQL, port $port"
"${engine[@]}" run -d --name "$name" --network host "${limits[@]}" -v "$name-data:/data" \
  -e DATABASE_URL="$database_url" -e PORT="$port" -e PUBLIC_BASE_URL="http://127.0.0.1:$port" \
  -e SEED_TRANSACTIONS=0 -e LOG_FORMAT=json "$image" >/dev/null

healthy=""
for _ in $(seq 1 180); do
  if "${engine[@]}" inspect -f '{{.State.Running}}' "$name" 2>/dev/null | grep -q false; then
    "${engine[@]}" logs "$name" >&2 || true
    fail "the container stopped while starting"
  fi
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then healthy=1; break; fi
  sleep 1
done
[ -n "$healthy" ] || { "${engine[@]}" logs "$name" >&2; fail "no answer on /api/health"; }
if [ "${engine[0]}" = podman ]; then
  "${engine[@]}" healthcheck run "$name" >/dev/null || fail "the image's HEALTHCHECK reports unhealthy"
else
  for _ in $(seq 1 60); do
    [ "$(docker inspect -f '{{.State.Health.Status}}' "$name")" = healthy ] && break
    sleep 1
  done
  [ "$(docker inspect -f '{{.State.Health.Status}}' "$name")" = healthy ] || fail "the image's HEALTHCHECK reports unhealthy"
fi
say "healthy (its HEALTHCHECK and /api/health)"

[ "$("${engine[@]}" exec "$name" id -u)" != 0 ] || fail "the server runs as root"
"${engine[@]}" exec "$name" sh -c 'test ! -e /app/lib && test ! -e /app/app && test ! -e /app/node_modules/typescript && test ! -e /app/node_modules/vitest' \
  || fail "sources or dev dependencies are in the image"
say "runs as uid $("${engine[@]}" exec "$name" id -u), no sources, no dev dependencies"

key=$("${engine[@]}" logs "$name" 2>&1 | grep -o 'sk_test_[A-Za-z0-9]*' | head -1)
[ -n "$key" ] || fail "the demo seed printed no API key"
api() { curl -sS -u "$key:x" -H 'content-type: application/json' "$@"; }
payer='"customer":{"name":"Fulano de Tal","email":"fulano@example.com","document":{"number":"52998224725","type":"cpf"}},"items":[{"title":"Camiseta","unitPrice":10000,"quantity":1,"tangible":true}],"metadata":{"provider":"smoke","user_email":"loja@example.com","order_id":"1","checkout_url":"https://loja.example.com/checkout","shop_url":"https://loja.example.com"}'
pix=$(api "http://127.0.0.1:$port/v1/transactions" -d "{\"amount\":10000,\"paymentMethod\":\"pix\",\"pix\":{\"expiresInSeconds\":3600},$payer}")
pix_id=$(node -e 'const t = JSON.parse(process.argv[1]); if (t.status !== "waiting_payment") process.exit(1); console.log(t.id)' "$pix") \
  || fail "Pix not issued: $pix"
paid=$(api -X POST "http://127.0.0.1:$port/v1/transactions/$pix_id/sandbox/pay")
node -e 'process.exit(JSON.parse(process.argv[1]).status === "paid" ? 0 : 1)' "$paid" || fail "Pix not paid: $paid"
card=$(api "http://127.0.0.1:$port/v1/transactions" -d "{\"amount\":10000,\"paymentMethod\":\"credit_card\",\"card\":{\"number\":\"4111111111111111\",\"holderName\":\"FULANO DE TAL\",\"expirationMonth\":12,\"expirationYear\":2035,\"cvv\":\"123\"},\"installments\":1,$payer}")
node -e 'const t = JSON.parse(process.argv[1]); process.exit(t.status === "paid" && t.acquirerName === "cielo" ? 0 : 1)' "$card" \
  || fail "card not paid: $card"
say "paid one Pix (transaction $pix_id) and one card through the sandbox rails"

"${engine[@]}" stop -t 30 "$name" >/dev/null
code=$("${engine[@]}" inspect -f '{{.State.ExitCode}}' "$name")
# 143: drained and closed its database (lib/http/shutdown.ts); 1: the drain timed out; 137: killed
[ "$code" = 143 ] || { "${engine[@]}" logs "$name" 2>&1 | tail -20 >&2; fail "exit code $code after SIGTERM (no clean drain)"; }
say "stopped by SIGTERM, drained (exit 143)"
say "passed"
