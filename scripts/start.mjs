#!/usr/bin/env node
// npm start: build when the sources changed, migrate and seed the database, then serve on PORT.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { bundleScripts } from "./bundle-scripts.mjs";
import {
  bundledScript,
  bundledScriptsDir,
  captureConsoleOption,
  readSettings,
  runOrExit as run,
  serve,
} from "./serve.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const bin = (name) => path.join(root, "node_modules", ".bin", name);

// A build is reused while no source file changed: a fingerprint of paths, sizes and mtimes.
function sourceFingerprint() {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else {
        const s = statSync(p);
        hash.update(`${p}:${s.size}:${s.mtimeMs}\n`);
      }
    }
  };
  for (const d of ["app", "components", "lib", "prisma", "public"]) if (existsSync(d)) walk(d);
  for (const f of [
    "next.config.ts",
    "package-lock.json",
    "tsconfig.json",
    "postcss.config.mjs",
    "proxy.ts",
    "instrumentation.ts",
    "scripts/start.mjs",
    "scripts/bundle-scripts.mjs",
    "scripts/serve.mjs",
    "scripts/start-settings.ts",
    "scripts/prepare-db.ts",
    "scripts/migrate.ts",
    "scripts/backup.ts",
    "scripts/restore.ts",
    "scripts/check-ledger.ts",
    "scripts/capture-console.ts",
  ])
    if (existsSync(f)) hash.update(`${f}:${statSync(f).mtimeMs}`);
  return hash.digest("hex");
}

// The configuration is parsed by lib/platform/env.ts, the one reader of the environment: a bad value (or
// production without AUTH_SECRET) stops here, before building or touching the database.
const config = readSettings(bin("tsx"), ["--conditions=react-server", "scripts/start-settings.ts"]);

const distDir = config.distDir;
const stampFile = path.join(root, distDir, "colmeia-build-stamp");
const fingerprint = sourceFingerprint();
const built =
  existsSync(path.join(root, distDir, "BUILD_ID")) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8") === fingerprint;
if (!built || config.forceBuild) {
  console.log("colmeia: building (sources changed since the last build)…");
  if (!existsSync(path.join(root, "generated", "prisma"))) run(bin("prisma"), ["generate"]);
  run(process.execPath, ["scripts/route-manifest.mjs"]);
  run(bin("next"), ["build"]);
  await bundleScripts(root, distDir);
  writeFileSync(stampFile, fingerprint);
} else if (!existsSync(bundledScriptsDir(root, distDir))) await bundleScripts(root, distDir);

if (process.argv.includes("--build-only")) process.exit(0);
run(process.execPath, bundledScript(root, distDir, "prepare-db"));

const port = String(config.port);
// Idle keep-alive connections stay open longer than a load balancer's idle timeout (60 s on the
// usual ones): Node's 5 s default makes the server close a connection just as a balancer or a
// client reuses it, and that request fails with a reset (seen in the test suite).
const keepAlive = String(config.keepAliveMs);
// the app closes its database itself on SIGTERM/SIGINT (lib/http/shutdown.ts)
serve(bin("next"), ["start", "-p", port, "--keepAliveTimeout", keepAlive], {
  PORT: port,
  NODE_OPTIONS: `${config.nodeOptions} ${captureConsoleOption(root, distDir)}`.trim(),
});
