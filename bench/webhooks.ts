// npm run bench:webhooks [-- --events 2000 --connections 32 --db postgres,pglite]
// (also the last part of npm run bench). Does delivery keep up with creation? A production build
// with its webhook worker on, one endpoint on a loopback receiver that answers 200 at once, and
// `events` approved card payments created by `connections` concurrent clients. Measures the create
// rate, the delivery rate and their ratio in the same run, and each payment's first delivery after
// its creation answered; writes its section of docs/benchmarks.md. Prints numbers; never fails on
// timing.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { settings } from "@/lib/platform/env";

import { createBody } from "./scenarios";
import { quantile } from "./stats";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

export type WebhookRun = {
  db: string;
  events: number;
  concurrency: number;
  createPerSecond: number;
  deliveredPerSecond: number;
  ratio: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  undelivered: number;
};

const PORT = 3970;

async function waitHealthy(base: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not become healthy`);
}

async function stop(p: ChildProcess) {
  if (p.exitCode !== null) return;
  p.kill("SIGTERM");
  await new Promise((r) => p.once("exit", r));
}

export async function runWebhookBench(opts: {
  db: string;
  events: number;
  connections: number;
  onProgress?: (line: string) => void;
}): Promise<WebhookRun> {
  const log = opts.onProgress ?? console.log;
  const apiKey = `sk_test_${randomBytes(16).toString("hex")}`;
  const env: Record<string, string> =
    opts.db === "postgres"
      ? {
          DATABASE_URL: spawnSync("bash", ["scripts/pg-test-db.sh", "colmeia_bench_webhooks"], {
            encoding: "utf8",
          }).stdout.trim(),
          DATA_DIR: ".tmp/bench-webhooks-pg-data",
        }
      : { DATA_DIR: ".tmp/bench-webhooks-pglite" };
  rmSync(env.DATA_DIR, { recursive: true, force: true });

  // the first delivery of each payment, by transaction id, in ms since the epoch
  const arrivals = new Map<number, number>();
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const id = Number((JSON.parse(body) as { data?: { id?: number } }).data?.id);
      if (!arrivals.has(id)) arrivals.set(id, Date.now());
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      LOG_LEVEL: "silent",
      SEED_TRANSACTIONS: "0",
      SEED_API_KEY: apiKey,
      EXPIRY_WORKER: "off",
      WEBHOOKS_WORKER: "on",
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
      RATE_LIMIT_PER_KEY_PER_MINUTE: "100000000",
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  const headers = {
    authorization: `Basic ${Buffer.from(`${apiKey}:x`).toString("base64")}`,
    "content-type": "application/json",
  };
  try {
    await waitHealthy(base);
    const created = await fetch(`${base}/v1/webhook-endpoints`, {
      method: "POST",
      headers,
      body: JSON.stringify({ url: hook, enabledEvents: ["transaction.paid"] }),
    });
    if (!created.ok) throw new Error(`webhook endpoint: ${created.status} ${await created.text()}`);

    // warm-up: compile paths, open connections; its deliveries are not counted
    for (let i = 0; i < 20; i++)
      await fetch(`${base}/v1/transactions`, { method: "POST", headers, body: JSON.stringify(createBody()) });
    await new Promise((r) => setTimeout(r, 2000));
    arrivals.clear();

    const createdAt = new Map<number, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (next < opts.events) {
          next++;
          const res = await fetch(`${base}/v1/transactions`, {
            method: "POST",
            headers,
            body: JSON.stringify(createBody()),
          });
          const t = (await res.json()) as { id: number; status: string };
          if (res.ok && t.status === "paid") createdAt.set(t.id, Date.now());
          if (createdAt.size % 500 === 0) log(`  ${opts.db}: ${createdAt.size}/${opts.events} created`);
        }
      }),
    );
    const createdEnd = Date.now();
    const deadline = Date.now() + 180_000;
    while ([...createdAt.keys()].some((id) => !arrivals.has(id)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const done = [...createdAt.keys()].filter((id) => arrivals.has(id)).length;
      if (done % 500 < 10) log(`  ${opts.db}: ${done}/${createdAt.size} delivered`);
    }
    const delivered = [...createdAt].filter(([id]) => arrivals.has(id));
    const latencies = delivered.map(([id, at]) => Math.max(0, arrivals.get(id)! - at)).sort((a, b) => a - b);
    const lastArrival = Math.max(...delivered.map(([id]) => arrivals.get(id)!));
    const createPerSecond = createdAt.size / ((createdEnd - started) / 1000);
    const deliveredPerSecond = delivered.length / ((lastArrival - started) / 1000);
    return {
      db: opts.db,
      events: createdAt.size,
      // the server's environment is this process's: the same setting
      concurrency: settings().WEBHOOK_CONCURRENCY,
      createPerSecond,
      deliveredPerSecond,
      ratio: deliveredPerSecond / createPerSecond,
      p50Ms: quantile(latencies, 0.5),
      p99Ms: quantile(latencies, 0.99),
      maxMs: latencies[latencies.length - 1] ?? 0,
      undelivered: createdAt.size - delivered.length,
    };
  } finally {
    await stop(server);
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  }
}

const START = "<!-- webhooks:start -->";
const END = "<!-- webhooks:end -->";

/** The webhook section of docs/benchmarks.md, between its markers (kept when the rest is rewritten). */
export function webhookSection(runs: WebhookRun[]): string {
  const lines = [
    START,
    "## Webhook delivery keeps up with creation",
    "",
    "`npm run bench:webhooks` (also run by `npm run bench`): a production build with its webhook worker, one endpoint on a loopback receiver that answers 200 at once, approved card payments created by concurrent clients as fast as the API takes them. *ratio* = deliveries/s (over the whole run, until the last delivery) ÷ creations/s in the same run: it cannot pass 1 by more than rounding, so 1.00× with a first-delivery p99 under a second means no backlog grew at the API's full create rate. Latency: from a payment's creation answer to its first delivery. Worker slots: `WEBHOOK_CONCURRENCY` (one endpoint takes at most half). The API, the worker (one Node process), PostgreSQL and the load generator share the machine's 2 cores.",
    "",
    "| database | payments | worker slots | created/s | delivered/s | ratio | first delivery p50 ms | p99 ms | max ms | undelivered |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...runs.map(
      (r) =>
        `| ${r.db === "postgres" ? "PostgreSQL" : "PGlite"} | ${r.events} | ${r.concurrency} | ${r.createPerSecond.toFixed(0)} | ${r.deliveredPerSecond.toFixed(0)} | ${r.ratio.toFixed(2)}× | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.undelivered} |`,
    ),
    END,
  ];
  return lines.join("\n");
}

export function writeWebhookSection(runs: WebhookRun[], file = "docs/benchmarks.md") {
  const doc = readFileSync(file, "utf8");
  const section = webhookSection(runs);
  const at = doc.indexOf(START);
  const updated =
    at >= 0
      ? doc.slice(0, at) + section + doc.slice(doc.indexOf(END) + END.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, updated);
}

if (process.argv[1]?.endsWith("webhooks.ts")) {
  const events = Number(arg("events", "2000"));
  const connections = Number(arg("connections", "32"));
  const dbs = arg("db", "postgres,pglite").split(",");
  spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], { stdio: "inherit" });
  const runs: WebhookRun[] = [];
  for (const db of dbs) {
    console.log(`webhooks on ${db}: ${events} payments, ${connections} clients`);
    const r = await runWebhookBench({ db, events, connections });
    console.log(
      `webhooks on ${db}: created ${r.createPerSecond.toFixed(0)}/s, delivered ${r.deliveredPerSecond.toFixed(0)}/s, ratio ${r.ratio.toFixed(2)}×, first delivery p50 ${r.p50Ms} ms p99 ${r.p99Ms} ms, undelivered ${r.undelivered}`,
    );
    runs.push(r);
  }
  writeWebhookSection(runs);
  console.log("wrote the webhook section of docs/benchmarks.md");
  process.exit(0);
}
