#!/usr/bin/env bash
# A local Node 20 base image for the Dockerfile, for machines that cannot reach an image registry
# (docs/operations.md, "Container image"): Debian bookworm from its package mirror (debootstrap),
# with this machine's Node.js and npm and its CA bundle copied in, imported as localhost/node-base:20.
#   sudo bash scripts/container-base.sh            then
#   BASE_IMAGE=localhost/node-base:20 bash scripts/container-smoke.sh
# Needs Debian's debootstrap and podman, run as root; Node 20 on the host (it runs on bookworm's libraries).
set -euo pipefail
tag="${BASE_TAG:-localhost/node-base:20}"
rootfs="$(mktemp -d)/rootfs"
trap 'rm -rf "$(dirname "$rootfs")"' EXIT
node_bin="$(command -v node)"
npm_dir="$(dirname "$(readlink -f "$(command -v npm)")")/.."
[[ "$("$node_bin" --version)" == v20.* ]] || { echo "container-base: Node 20 expected on the host, found $("$node_bin" --version)" >&2; exit 1; }
echo "container-base: debootstrap bookworm into $rootfs" >&2
debootstrap --variant=minbase bookworm "$rootfs" >/dev/null
cp "$node_bin" "$rootfs/usr/bin/node"
mkdir -p "$rootfs/usr/lib/node_modules"
cp -a "$(readlink -f "$npm_dir")" "$rootfs/usr/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/bin/npx"
mkdir -p "$rootfs/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
tar -C "$rootfs" -c . | podman import --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$tag" >/dev/null
echo "container-base: $tag ready" >&2
