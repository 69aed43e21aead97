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

export const BUNDLED_SCRIPTS = [
  "start-settings",
  "prepare-db",
  "migrate",
  "backup",
  "restore",
  "check-ledger",
  "capture-console",
];

/** The folder of the bundled scripts of the build in `distDir`. */
export const bundledScriptsDir = (root, distDir) => path.join(root, distDir, "colmeia-scripts");

/** NODE_OPTIONS that preload the console capture into a server process (JSON logs from its first line). */
export const captureConsoleOption = (root, distDir) =>
  `--conditions=react-server --import=${path.join(bundledScriptsDir(root, distDir), "capture-console.mjs")}`;

/** `node` arguments that run one bundled script. */
export const bundledScript = (root, distDir, name) => [
  "--conditions=react-server",
  path.join(bundledScriptsDir(root, distDir), `${name}.mjs`),
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
