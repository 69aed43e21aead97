// The scripts a server start runs before Next.js (the configuration check, migrations and demo
// seed), bundled into plain JavaScript beside the build: `node` runs them directly, with no
// TypeScript compiler at start (tsx cost each start about a second of CPU), and the container
// image (Dockerfile) carries them without the sources or node_modules: everything is bundled in
// but the packages Next.js also loads at run time (server-external-packages.json), which Next's
// standalone output carries. Run them with `node --conditions=react-server`, as tsx ran the
// sources (the server-only guard lets server code load).
import { readFileSync } from "node:fs";
import path from "node:path";

import { build } from "esbuild";

import { bundledScriptsDir } from "./serve.mjs";

export const BUNDLED_SCRIPTS = [
  "start-settings",
  "prepare-db",
  "migrate",
  "backup",
  "restore",
  "check-ledger",
  "capture-console",
];

export async function bundleScripts(root, distDir) {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(BUNDLED_SCRIPTS.map((name) => [name, `scripts/${name}.ts`])),
    outdir: bundledScriptsDir(root, distDir),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: ["react-server"],
    external: JSON.parse(readFileSync(path.join(root, "server-external-packages.json"), "utf8")),
    sourcemap: "linked",
    // CommonJS packages bundled into an ES module still call require() for Node's own modules
    banner: {
      js: 'import { createRequire as __bundleRequire } from "node:module"; const require = __bundleRequire(import.meta.url);',
    },
    logLevel: "warning",
  });
}
