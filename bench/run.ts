// npm run bench [-- --rows 1000000 --seconds 15 --connections 32 --db postgres,pglite --scale-cap 0.25 --scale-
// instances 4 --scenarios "create pix,create card" --pg-name colmeia_bench --port-base 3900]
// Seeds a company with N transactions, serves a production build, drives the scenarios with
// autocannon, and writes docs/benchmarks.md. Prints numbers; never fails on timing.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

import autocannon from "autocannon";

import { startBalancer } from "./balancer";
import { type CpuCap, cpuCap } from "./cpu-cap";
import { processTreeCpu } from "./cpu-time";
import { type DbRun, keepAliveText, type Row, writeReport } from "./report";
import { scenarios } from "./scenarios";
import { runWebhookBench, writeWebhookSection } from "./webhooks";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const rows = Number(arg("rows", "100000"));
const seconds = Number(arg("seconds", "15"));
const connections = Number(arg("connections", "32"));
const dbs = arg("db", "postgres,pglite").split(",");
const scaleCap = Number(arg("scale-cap", "0.25"));
const scaleInstances = Number(arg("scale-instances", "4"));
const scaleSeconds = Number(arg("scale-seconds", "8"));
// --scenarios a,b: only the scenarios whose names start with one of these (the ceiling always runs
// first); prints the numbers and leaves docs/benchmarks.md and the scale-out alone
const only = arg("scenarios", "").split(",").filter(Boolean);
const picked = only.length
  ? scenarios.filter((s, i) => i === 0 || only.some((prefix) => s.name.startsWith(prefix)))
  : scenarios;
const pgName = arg("pg-name", "colmeia_bench");
// --profile: the app server writes V8 CPU profiles (.cpuprofile, open them in Chrome's DevTools or
// speedscope) into .tmp/profiles when it stops; --cpu-prof costs CPU itself, so the figures of a
// profiled run are not the ones to record
const profile = process.argv.includes("--profile");
// the scenarios the raw reference (bench/raw-reference.ts) also serves, measured against it
const RAW_SCENARIOS = ["create card (approved)", "list status=paid"];
// the app on base, scale-out instances from base+10, the balancer on base+50, the PSP process on
// base+60, the Cielo process on base+80 (bench/webhooks.ts uses 3970)
const portBase = Number(arg("port-base", "3900"));
mkdirSync(".tmp", { recursive: true });

function sh(cmd: string, args: string[], env: Record<string, string> = {}, showOutput = false) {
  const r = spawnSync(cmd, args, {
    stdio: ["ignore", showOutput ? "inherit" : "pipe", "inherit"],
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
  return (r.stdout ?? "").trim();
}

async function waitHealthy(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

// The background loops are off: the seeded history holds old waiting charges the expiry sweep would
// cancel mid-run (with events to deliver), and a hundred thousand payments whose receipts the e-mail
// worker would queue, which is not the traffic being measured.
function serve(port: number, env: Record<string, string>, cap?: CpuCap): ChildProcess {
  // profiled: `next start` itself under --cpu-prof (Node refuses it in NODE_OPTIONS), on the build
  // and the database bench/prepare.ts already made, as scripts/start.mjs would start it
  const profiled = [
    "--cpu-prof",
    "--cpu-prof-dir=.tmp/profiles",
    "node_modules/next/dist/bin/next",
    "start",
    "-p",
    String(port),
    "--keepAliveTimeout",
    "65000",
  ];
  const [cmd, args] = cap
    ? cap.command(process.execPath, ["scripts/start.mjs"])
    : [process.execPath, profile ? profiled : ["scripts/start.mjs"]];
  return spawn(cmd, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: "silent",
      WEBHOOKS_WORKER: "off",
      // the payer's e-mails (receipts of the seeded and the benched payments) are queued and sent
      // in the background, like webhooks: measured apart, not inside a request's CPU
      EMAIL_WORKER: "off",
      EXPIRY_WORKER: "off",
      RATE_LIMIT_PER_KEY_PER_MINUTE: "100000000",
      NEXT_MANUAL_SIG_HANDLE: "1",
      ...(process.env.APP_NODE_OPTIONS && { NODE_OPTIONS: process.env.APP_NODE_OPTIONS }),
    },
  });
}

async function stop(p: ChildProcess) {
  if (p.exitCode !== null) return;
  p.kill("SIGTERM");
  await new Promise((r) => p.once("exit", r));
}

// A provider's built-in server as a process of its own (bench/psp-process.ts, bench/cielo-process.ts),
// its state on the same engine: answers the process and the JSON line it prints when it is up.
async function startProviderProcess(
  script: string,
  port: number,
  dbEnv: Record<string, string>,
  dataDir: string,
  args: string[] = [String(port)],
  nodeArgs: string[] = [],
) {
  rmSync(dataDir, { recursive: true, force: true });
  // node itself (not npx): the SIGTERM at the end reaches the process, not a wrapper that outlives it
  const child = spawn(
    process.execPath,
    [...nodeArgs, "--conditions=react-server", "--import", "tsx", script, ...args],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...dbEnv, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const end = buffered.indexOf("\n");
      if (end >= 0) resolve(buffered.slice(0, end));
    });
    child.once("exit", (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, info: JSON.parse(line) };
}

// the PSP process; answers the PIX_* variables that point Colmeia at it
async function startPsp(dbEnv: Record<string, string>, dataDir: string) {
  const { child, info } = await startProviderProcess("bench/psp-process.ts", portBase + 60, dbEnv, dataDir);
  const { origin, clientId, clientSecret, pixKey } = info;
  return {
    process: child,
    env: {
      PIX_PROVIDER: "api-pix",
      PIX_API_URL: `${origin}/sandbox/psp/v2`,
      PIX_OAUTH_URL: `${origin}/sandbox/psp/oauth/token`,
      PIX_CLIENT_ID: clientId,
      PIX_CLIENT_SECRET: clientSecret,
      PIX_KEY: pixKey,
    },
  };
}

// the Cielo process; answers the CARD_PROVIDER/CIELO_* variables that point Colmeia's cielo
// connector at it (both of Cielo's hosts are that one server), and reads its connection counters
async function startCielo(dbEnv: Record<string, string>, dataDir: string) {
  const { child, info } = await startProviderProcess("bench/cielo-process.ts", portBase + 80, dbEnv, dataDir);
  const { origin, statsOrigin, merchantId, merchantKey } = info;
  return {
    process: child,
    env: {
      CARD_PROVIDER: "cielo",
      CIELO_API_URL: `${origin}/sandbox/cielo`,
      CIELO_QUERY_URL: `${origin}/sandbox/cielo`,
      CIELO_MERCHANT_ID: merchantId,
      CIELO_MERCHANT_KEY: merchantKey,
    },
    counters: async (): Promise<{ connections: number; requests: number }> => (await fetch(statsOrigin)).json(),
  };
}

// the raw reference as a process of its own, on the same database and Cielo process as the app
async function startRaw(env: Record<string, string>, companyId: number) {
  // profiled beside the app (--profile): the same tool reads both, so each part can be compared
  const { child, info } = await startProviderProcess(
    "bench/raw-process.ts",
    0,
    env,
    ".tmp/bench-raw",
    [String(companyId)],
    profile ? ["--cpu-prof", "--cpu-prof-dir=.tmp/profiles/raw"] : [],
  );
  return { process: child, origin: info.origin as string };
}

async function load(
  target: number | string,
  s: (typeof scenarios)[number],
  apiKey: string,
  duration = seconds,
  conns = connections,
  cpuOf?: number,
): Promise<Row> {
  const cpuBefore = cpuOf ? processTreeCpu(cpuOf) : { ms: 0, kernelMs: 0 };
  const result = await autocannon({
    url: `${typeof target === "number" ? `http://127.0.0.1:${target}` : target}${s.path}`,
    method: s.method,
    connections: conns,
    duration,
    headers: {
      authorization: `Basic ${Buffer.from(`${apiKey}:x`).toString("base64")}`,
      "content-type": "application/json",
    },
    body: s.body ? JSON.stringify(s.body()) : undefined,
    ...(s.idempotent && {
      requests: [
        {
          setupRequest: (req: { headers: Record<string, string> }) => ({
            ...req,
            headers: { ...req.headers, "idempotency-key": randomUUID() },
          }),
        },
      ],
    }),
  });
  return {
    name: s.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    ...(cpuOf &&
      (() => {
        const after = processTreeCpu(cpuOf);
        const served = Math.max(1, result.requests.total);
        return { cpuMs: (after.ms - cpuBefore.ms) / served, kernelMs: (after.kernelMs - cpuBefore.kernelMs) / served };
      })()),
  };
}

// The reference and the app measured in turns, three slices each (reference, app; app, reference;
// reference, app), their requests and CPU summed: whatever the machine does meanwhile (PostgreSQL's
// autovacuum and checkpoints after the other server's thousands of inserts, another process) falls
// on both alike, which one run after the other did not give (the second always ran after the
// first one's writes). Latency: the median slice's p50, the worst slice's p99.
async function interleaved(
  reference: (slice: number) => Promise<Row>,
  app: (slice: number) => Promise<Row>,
): Promise<{ reference: Row; app: Row }> {
  const slice = seconds / 3;
  const refs: Row[] = [];
  const apps: Row[] = [];
  for (let turn = 0; turn < 3; turn++) {
    if (turn % 2 === 0) {
      refs.push(await reference(slice));
      apps.push(await app(slice));
    } else {
      apps.push(await app(slice));
      refs.push(await reference(slice));
    }
  }
  return { reference: merged(refs), app: merged(apps) };
}

function merged(rows: Row[]): Row {
  const requests = rows.reduce((n, r) => n + r.requests, 0);
  const sum = (f: (r: Row) => number | undefined) => rows.reduce((n, r) => n + (f(r) ?? 0) * r.requests, 0);
  const p50s = rows.map((r) => r.p50).sort((a, b) => a - b);
  return {
    name: rows[0].name,
    rps: rows.reduce((n, r) => n + r.rps, 0) / rows.length,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...rows.map((r) => r.p99)),
    errors: rows.reduce((n, r) => n + r.errors, 0),
    requests,
    ...(rows[0].cpuMs !== undefined && {
      cpuMs: sum((r) => r.cpuMs) / requests,
      kernelMs: sum((r) => r.kernelMs) / requests,
    }),
  };
}

function printRow(db: string, r: Row, ceiling?: number, raw?: number) {
  const ratio = (x?: number) => (x ? `${(r.rps / x).toFixed(2)}×` : "–");
  const cpu =
    r.cpuMs === undefined ? "" : `  cpu ${r.cpuMs.toFixed(2)} ms/req (kernel ${r.kernelMs?.toFixed(2) ?? "?"})`;
  console.log(
    `${db.padEnd(9)} ${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}${cpu}  vs framework ${ratio(ceiling)}  vs raw db ${ratio(raw)}`,
  );
}

// Instances on one PostgreSQL behind a round-robin balancer, 8 connections per instance. Each
// instance is capped at `scaleCap` of a core (bench/cpu-cap.ts) so that a 2-core machine can show
// what every added instance brings; without cgroup access, 1 and 2 uncapped instances, which
// share the same cores.
async function scaleOut(env: Record<string, string>, apiKey: string): Promise<DbRun["scale"]> {
  const caps = Array.from({ length: scaleInstances }, (_, i) => cpuCap(`colmeia-bench-${i + 1}`, scaleCap));
  const capped = caps.every((c) => typeof c !== "string");
  if (!capped) console.log(`scale-out: instances not capped: ${caps.find((c) => typeof c === "string")}`);
  const ports = (capped ? caps : caps.slice(0, 2)).map((_, i) => portBase + 10 + i);
  const servers = ports.map((port, i) =>
    serve(port, { ...env, SEED_TRANSACTIONS: "0" }, capped ? (caps[i] as CpuCap) : undefined),
  );
  const out: DbRun["scale"] = [];
  try {
    await Promise.all(ports.map(waitHealthy));
    // every instance warms up (JIT, connections, caches) before anything is measured
    const measured = scenarios.filter((x) => x.name === "create card (approved)" || x.name === "list status=paid");
    for (const s of measured) await Promise.all(ports.map((port) => load(port, s, apiKey, 4, 8)));
    for (let n = 1; n <= ports.length; n++) {
      const lb = await startBalancer(portBase + 50, ports.slice(0, n));
      try {
        for (const s of measured) {
          const r = await load(portBase + 50, s, apiKey, scaleSeconds, 8 * n);
          out.push({ ...r, instances: n, capCores: capped ? scaleCap : undefined });
          console.log(
            `scale-out ${n} instance(s)${capped ? ` of ${scaleCap} core` : ""} behind the balancer: ${r.name} ${r.rps.toFixed(0)} req/s (${(r.rps / n).toFixed(0)} per instance) p99 ${r.p99} ms`,
          );
        }
      } finally {
        await new Promise((r) => lb.close(r));
      }
    }
  } finally {
    // instances and cgroups go away even when a step fails
    await Promise.all(servers.map(stop));
    for (const c of caps) if (typeof c !== "string") c.remove();
  }
  return out;
}

console.log(
  `colmeia bench: ${rows.toLocaleString("en")} rows, ${connections} connections, ${seconds}s per scenario, on ${dbs.join(" and ")}`,
);
sh(process.execPath, ["scripts/start.mjs", "--build-only"]);
const runs: DbRun[] = [];

for (const db of dbs) {
  const env: Record<string, string> =
    db === "postgres"
      ? {
          DATABASE_URL: sh("bash", ["scripts/pg-test-db.sh", pgName]),
          DATA_DIR: ".tmp/bench-pg-data",
          DATABASE_POOL_SIZE: "20",
        }
      : { DATA_DIR: ".tmp/bench-pglite" };
  if (db === "pglite") rmSync(".tmp/bench-pglite", { recursive: true, force: true });
  const out = `.tmp/bench-${db}.json`;
  // the card rail is a real cielo connection to the built-in Cielo server run as its own process,
  // for the in-process (raw db) card runs as for the app
  const cielo = await startCielo(db === "postgres" ? env : {}, `.tmp/bench-cielo-${db}`);
  sh(
    "npx",
    ["tsx", "--conditions=react-server", "bench/prepare.ts"],
    {
      ...env,
      BENCH_DB: db,
      BENCH_ROWS: String(rows),
      BENCH_SECONDS: String(seconds),
      BENCH_CONNECTIONS: String(connections),
      BENCH_OUT: out,
      ...cielo.env,
      SEED_TRANSACTIONS: "0",
      LOG_LEVEL: "silent",
    },
    true,
  );
  const prepared = JSON.parse(readFileSync(out, "utf8"));
  // the Pix rail is a real api-pix connection to the built-in PSP run as its own process
  const psp = await startPsp(db === "postgres" ? env : {}, `.tmp/bench-psp-${db}`);
  const server = serve(portBase, { ...env, SEED_TRANSACTIONS: "0", ...psp.env, ...cielo.env });
  await waitHealthy(portBase);
  // the raw reference needs PostgreSQL (PGlite allows one process per directory)
  const raw = db === "postgres" ? await startRaw({ ...env, ...cielo.env }, prepared.companyId) : null;
  const http: Row[] = [];
  const rawRows: Row[] = [];
  const keepAlive: DbRun["keepAlive"] = [];
  for (const s of picked) {
    // the Cielo process's counters around the app's load only (the reference calls it too)
    const toCielo = { requests: 0, connections: 0 };
    const appLoad = async (slice: number) => {
      const before = await cielo.counters();
      const row = await load(portBase, s, prepared.apiKey, slice, connections, server.pid);
      const after = await cielo.counters();
      toCielo.requests += after.requests - before.requests;
      toCielo.connections += after.connections - before.connections;
      return row;
    };
    let r: Row;
    if (raw && RAW_SCENARIOS.includes(s.name)) {
      // the same load on the raw reference, in turns with the app's (see interleaved())
      const pair = await interleaved(
        (slice) => load(raw.origin, s, prepared.apiKey, slice, connections, raw.process.pid),
        appLoad,
      );
      rawRows.push(pair.reference);
      printRow("raw", pair.reference);
      r = pair.app;
    } else r = await appLoad(seconds);
    http.push(r);
    printRow(db, r, http[0].rps, prepared.raw.find((x: Row) => x.name === s.name)?.rps);
    const ref = rawRows.find((x) => x.name === s.name);
    if (ref)
      console.log(
        `${db.padEnd(9)} ${s.name}: ${(r.rps / ref.rps).toFixed(2)}× the raw reference's throughput, ${(r.cpuMs! / ref.cpuMs!).toFixed(2)}× its CPU per request`,
      );
    const { requests, connections: opened } = toCielo;
    // counted for the card scenarios only: the others reach the Cielo process through sweeps, not sales
    // (keep-alive per provider origin: connections opened to the Cielo process during the scenario)
    if (!requests || !s.name.startsWith("create card")) continue;
    keepAlive.push({ name: s.name, requests, connections: opened });
    console.log(`${db.padEnd(9)} ${s.name}: the Cielo process ${keepAliveText(requests, opened)}`);
  }
  const card = http.find((r) => r.name === "create card (approved)");
  const pix = http.find((r) => r.name.startsWith("create pix"));
  if (card && pix) console.log(`${db.padEnd(9)} create pix vs create card: ${(pix.rps / card.rps).toFixed(2)}×`);
  await stop(server);
  // the same app with API_FAST_LANE=off: every request through Next.js's own pipeline, so that what
  // the fast lane saves is measured in this run (docs/benchmarks-analysis.md)
  const viaNext: Row[] = [];
  if (raw) {
    const next = serve(portBase + 5, {
      ...env,
      SEED_TRANSACTIONS: "0",
      ...psp.env,
      ...cielo.env,
      API_FAST_LANE: "off",
    });
    await waitHealthy(portBase + 5);
    for (const s of picked.filter((x) => RAW_SCENARIOS.includes(x.name))) {
      const r = await load(portBase + 5, s, prepared.apiKey, seconds, connections, next.pid);
      viaNext.push(r);
      printRow("via Next", r);
    }
    await stop(next);
  }
  const run: DbRun = { db, prepared, http, scale: [], keepAlive, raw: rawRows, viaNext };
  if (raw) await stop(raw.process);
  await stop(psp.process);
  if (db === "postgres" && !only.length) run.scale = await scaleOut({ ...env, ...cielo.env }, prepared.apiKey);
  await stop(cielo.process);
  runs.push(run);
}

const createOn = (db: string) => runs.find((r) => r.db === db)?.http.find((h) => h.name === "create card (approved)");
if (createOn("pglite") && createOn("postgres"))
  console.log(
    `create card, PGlite vs PostgreSQL: ${(createOn("pglite")!.rps / createOn("postgres")!.rps).toFixed(2)}× the throughput`,
  );
if (!only.length) {
  writeReport({ rows, seconds, connections, runs });
  // webhook delivery against creation, on a fresh database per engine (bench/webhooks.ts)
  const webhookRuns = [];
  for (const db of dbs) webhookRuns.push(await runWebhookBench({ db, events: 2000, connections }));
  writeWebhookSection(webhookRuns);
  console.log("wrote docs/benchmarks.md");
}
process.exit(0);
