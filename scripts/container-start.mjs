#!/usr/bin/env node
// The container image's start (Dockerfile): what `npm start` does, on the self-contained build the
// image carries — the configuration checked, migrations and the demo seed (the bundled scripts,
// scripts/bundle-scripts.mjs), then Next.js's standalone server on PORT, on every interface of
// the container. SIGTERM drains it as under `npm start`.
import path from "node:path";

import { captureConsoleOption, readSettings, runOrExit, serve } from "./serve.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const script = (name) => ["--conditions=react-server", path.join(".next", "colmeia-scripts", `${name}.mjs`)];

const config = readSettings(process.execPath, script("start-settings"));
runOrExit(process.execPath, script("prepare-db"));
serve(process.execPath, ["server.js"], {
  PORT: String(config.port),
  HOSTNAME: "0.0.0.0",
  KEEP_ALIVE_TIMEOUT: String(config.keepAliveMs),
  NODE_OPTIONS: `${config.nodeOptions} ${captureConsoleOption(root, ".next")}`.trim(),
});
