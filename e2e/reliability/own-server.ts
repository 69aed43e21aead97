import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

// A server this suite owns (so it can kill -9 it), on its own fresh PostgreSQL database, with
// stdout and stderr captured to a file for the secrets sweep.
export type OwnServer = {
  url: string;
  databaseUrl: string;
  logFile: string;
  start(): Promise<void>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
};

export function ownServer(
  name: string,
  port: number,
  opts: { env?: Record<string, string>; databaseUrl?: string; pglite?: boolean } = {},
): OwnServer {
  const databaseUrl = opts.pglite
    ? ""
    : (opts.databaseUrl ??
      spawnSync("bash", ["scripts/pg-test-db.sh", `colmeia_${name}`], { encoding: "utf8" })
        .stdout.trim()
        .split("\n")
        .pop()!);
  const dataDir = path.resolve(".tmp", `own-${name}-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, "server.log");
  const log = createWriteStream(logFile, { flags: "a" });
  if (opts.pglite) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    SEED_TRANSACTIONS: "0",
    LOG_LEVEL: "info",
    NEXT_MANUAL_SIG_HANDLE: "1",
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
    SIGNUP: "open",
    SIGNUP_PER_IP_PER_HOUR: "100000",
    LOGIN_ATTEMPTS_PER_IP: "100000",
    LOGIN_ATTEMPTS_PER_ACCOUNT_IP: "100000",
    ...opts.env,
  };
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;

  async function start() {
    // a port already answering is another spec's server: its health check would fool the wait below
    const isTaken = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (isTaken) throw new Error(`port ${port} is already in use: give ${name} a port of its own`);
    // the build's bundled prepare-db, as npm start runs it (scripts/bundle-scripts.mjs: tsx compiling
    // the sources cost ~0.5 s more CPU per start, 33 starts a run); asynchronously, so a spec can
    // start several servers at once (two instances racing to migrate)
    const prep = await new Promise<{ status: number | null; output: string }>((resolve) => {
      const p = spawn(process.execPath, ["--conditions=react-server", ".next/colmeia-scripts/prepare-db.mjs"], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      p.stdout.on("data", (d) => (output += d));
      p.stderr.on("data", (d) => (output += d));
      p.on("close", (status) => resolve({ status, output }));
    });
    log.write(prep.output);
    if (prep.status !== 0) throw new Error(`prepare-db failed: ${prep.output}`);
    // the console capture npm start preloads (scripts/serve.mjs): JSON logs from the first line
    const preload = `--conditions=react-server --import=${path.resolve(".next/colmeia-scripts/capture-console.mjs")}`;
    child = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(port)], {
      env: { ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" ") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    // asked every 100 ms for up to a minute: at the old half-second interval each start (about 40 a
    // run, some in loops) waited a quarter of a second more on average after the server was ready
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("server did not start");
  }

  async function exit(signal: NodeJS.Signals) {
    if (!child || child.exitCode !== null) return;
    const done = new Promise((r) => child!.once("exit", r));
    child.kill(signal);
    await done;
  }

  return { url, databaseUrl, logFile, start, kill9: () => exit("SIGKILL"), stop: () => exit("SIGTERM") };
}
