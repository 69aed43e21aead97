// What a server start does around Next.js, for `npm start` (scripts/start.mjs) and the container
// image (scripts/container-start.mjs): read the configuration once, run a step or stop, and serve
// with the signals passed on so the app drains (lib/http/shutdown.ts).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

/** Runs a command to its end; its failure ends this process with the same status. */
export function runOrExit(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * The configuration as scripts/start-settings.ts hands it over (one JSON line on stdout), parsed by
 * lib/platform/env.ts: a bad value stops the start here, its message naming the variable.
 */
export function readSettings(cmd, args) {
  const check = spawnSync(cmd, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  if (check.status !== 0) process.exit(check.status ?? 1);
  return JSON.parse(check.stdout.trim().split("\n").pop());
}

/**
 * Serves until the server exits; SIGINT and SIGTERM go to it (it drains and closes its database).
 * `env` is added to this process's environment (NODE_OPTIONS: the settings' own, and the console
 * capture's preload).
 */
export function serve(cmd, args, env) {
  const server = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env, NEXT_MANUAL_SIG_HANDLE: "1" } });
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// Where the build keeps the start scripts bundled with it (scripts/bundle-scripts.mjs), and how to
// run them: here, with no dependency, so the container image can start without the bundler.
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
