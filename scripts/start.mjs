#!/usr/bin/env node
// npm start: build when the sources changed, migrate and seed the database, then serve on PORT.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// A build is reused while no source file changed: a fingerprint of paths, sizes and mtimes.
function sourceFingerprint() {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else { const s = statSync(p); hash.update(`${p}:${s.size}:${s.mtimeMs}\n`); }
    }
  };
  for (const d of ["app", "components", "lib", "prisma", "public"]) if (existsSync(d)) walk(d);
  for (const f of ["next.config.ts", "package-lock.json", "tsconfig.json", "postcss.config.mjs", "proxy.ts", "instrumentation.ts", "scripts/start.mjs"]) if (existsSync(f)) hash.update(`${f}:${statSync(f).mtimeMs}`);
  return hash.digest("hex");
}

// Production keeps no secret beside its database: AUTH_SECRET (sessions, and the keys derived from
// it for card fingerprints and card-hash encryption) must come from the environment.
if (process.env.COLMEIA_MODE === "production" && !process.env.AUTH_SECRET) {
  console.error("colmeia: COLMEIA_MODE=production needs AUTH_SECRET in the environment (32+ random bytes, e.g. `openssl rand -hex 32`); it is never generated into DATA_DIR in production (docs/security.md)");
  process.exit(1);
}

const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const stampFile = path.join(root, distDir, "colmeia-build-stamp");
const fingerprint = sourceFingerprint();
const built = existsSync(path.join(root, distDir, "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === fingerprint;
if (!built || process.env.FORCE_BUILD === "1") {
  console.log("colmeia: building (sources changed since the last build)…");
  if (!existsSync(path.join(root, "generated", "prisma"))) run(bin("prisma"), ["generate"]);
  run(process.execPath, ["scripts/route-manifest.mjs"]);
  run(bin("next"), ["build"]);
  writeFileSync(stampFile, fingerprint);
}

if (process.argv.includes("--build-only")) process.exit(0);
run(bin("tsx"), ["scripts/prepare-db.ts"]);

const port = process.env.PORT ?? "3000";
// Idle keep-alive connections stay open longer than a load balancer's idle timeout (60 s on the
// usual ones): Node's 5 s default makes the server close a connection just as a balancer or a
// client reuses it, and that request fails with a reset (seen in the test suite).
const keepAlive = process.env.KEEP_ALIVE_TIMEOUT_MS ?? "65000";
// the app closes its database itself on SIGTERM/SIGINT (lib/shutdown.ts)
const server = spawn(bin("next"), ["start", "-p", port, "--keepAliveTimeout", keepAlive], { stdio: "inherit", env: { ...process.env, PORT: port, NEXT_MANUAL_SIG_HANDLE: "1" } });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
