import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, release, totalmem } from "node:os";

export type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU (user + system) of the server's processes per request served, ms */
  cpuMs?: number;
  /** of cpuMs, the part spent in the kernel */
  kernelMs?: number;
};
export type DbRun = {
  db: string;
  prepared: {
    rows: number;
    seedSeconds: number;
    raw: Row[];
    paging?: { filter: string; offset: number; firstMs: number; p50Ms: number }[];
    plans: Record<string, string>;
  };
  http: Row[];
  scale: (Row & { instances: number; capCores?: number })[];
  /** per card scenario: requests the Cielo process served, connections it accepted meanwhile */
  keepAlive?: { name: string; requests: number; connections: number }[];
  /** the raw reference (bench/raw-reference.ts) under the same load, PostgreSQL only */
  raw?: Row[];
  /** the same scenarios on the app with API_FAST_LANE=off (every request through Next.js) */
  viaNext?: Row[];
};

const version = (cmd: string) => {
  try {
    return execSync(cmd, { encoding: "utf8" }).trim().split("\n")[0];
  } catch {
    return "n/a";
  }
};
const pkg = (name: string) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")).version;

/** What the Cielo process saw during a scenario: the connector's connections reused, or new ones per sale. */
export const keepAliveText = (requests: number, connections: number) =>
  `served ${requests} requests over ${connections} new connection(s)${connections ? ` (${(requests / connections).toFixed(0)} requests per new connection)` : ", all on connections kept open from before"}`;

// docs/benchmarks.md: machine, versions, every scenario with its ratio to the two ceilings, plans.
export function writeReport(r: { rows: number; seconds: number; connections: number; runs: DbRun[] }) {
  const lines = [
    "# Benchmarks",
    "",
    "Produced by `npm run bench` (bench/run.ts); rerun it to refresh this file. Numbers, not tests: nothing fails on timing.",
    "",
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Linux ${release()}; the load generator (autocannon) runs on the same cores.`,
    `- Versions: Node ${process.version}, Next.js ${pkg("next")}, Prisma ${pkg("prisma")}, PGlite ${pkg("@electric-sql/pglite")}, ${version("psql --version")}.`,
    `- Load: ${r.connections} connections, ${r.seconds} s per scenario, against a production build (\`next start\`), ${r.rows.toLocaleString("en")} transactions in the company's table.`,
    "- *vs framework*: throughput as a ratio of `GET /api/ping` (a route handler of this app returning constant JSON) on the same server. *vs raw db*: ratio of the same work done in-process with the same concurrency and no HTTP (createTransaction / withIdempotency / listTransactions called directly, up to 10 s each).",
    "- *create pix*: Colmeia in `PIX_PROVIDER=api-pix` mode, issuing each charge (`PUT /cob/{txid}`) through the api-pix connector (cached OAuth token, keep-alive) to the built-in PSP running as a process of its own (bench/psp-process.ts, its state on the same database engine), then storing the transaction: the PSP's round trip is in the number, as it would be with a real PSP (whose own latency then adds).",
    "- *create card*: Colmeia in `CARD_PROVIDER=cielo` mode, each sale (`POST /1/sales/`) through the cielo connector (keep-alive connections per origin) to the built-in Cielo server running as a process of its own (bench/cielo-process.ts, its state on the same database engine), then storing the transaction; the in-process (raw db) runs reach the same process. The acquirer's round trip is in the number, as it would be with Cielo (whose own latency then adds).",
    "",
  ];
  for (const run of r.runs) {
    lines.push(
      `## ${run.db === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}`,
      "",
      `Bulk seed of ${run.prepared.rows.toLocaleString("en")} rows: ${run.prepared.seedSeconds.toFixed(1)} s.`,
      "",
    );
    lines.push(
      "| scenario | req/s | p50 ms | p99 ms | non-2xx/errors | CPU ms/req | vs framework | raw db req/s | vs raw db |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    const ceiling = run.http[0]?.rps ?? 0;
    for (const h of run.http) {
      const raw = run.prepared.raw.find((x) => x.name === h.name);
      lines.push(
        `| ${h.name} | ${h.rps.toFixed(0)} | ${h.p50} | ${h.p99} | ${h.errors} | ${h.cpuMs?.toFixed(2) ?? "–"} | ${ceiling ? (h.rps / ceiling).toFixed(2) + "×" : "–"} | ${raw ? raw.rps.toFixed(0) : "–"} | ${raw ? (h.rps / raw.rps).toFixed(2) + "×" : "–"} |`,
      );
    }
    if (run.raw?.length) {
      lines.push(
        "",
        "Against the raw reference (bench/raw-reference.ts: node:http and pg doing the essential work of the route, as a process of its own) under the same load in the same run — the two in turns, three slices of a third of the scenario each, so that the machine's other work falls on both alike — and against the same app with `API_FAST_LANE=off` (every request through Next.js's own pipeline). CPU is each server's own (user + system of its processes) per request served; the kernel's part of it is printed by the bench beside it:",
        "",
        "| scenario | server | req/s | throughput vs raw | CPU ms/req | CPU vs raw |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
      );
      for (const ref of run.raw) {
        const rows: [string, Row | undefined][] = [
          ["Colmeia", run.http.find((x) => x.name === ref.name)],
          ["Colmeia, API_FAST_LANE=off", run.viaNext?.find((x) => x.name === ref.name)],
          ["raw reference", ref],
        ];
        for (const [server, h] of rows) {
          if (!h) continue;
          const cpu = h.cpuMs !== undefined && ref.cpuMs ? `${(h.cpuMs / ref.cpuMs).toFixed(2)}×` : "–";
          lines.push(
            `| ${ref.name} | ${server} | ${h.rps.toFixed(0)} | ${(h.rps / ref.rps).toFixed(2)}× | ${h.cpuMs?.toFixed(2) ?? "–"} | ${cpu} |`,
          );
        }
      }
    }
    for (const k of run.keepAlive ?? [])
      lines.push("", `Keep-alive, ${k.name}: the Cielo process ${keepAliveText(k.requests, k.connections)}.`);
    if (run.scale.length) {
      const cap = run.scale[0].capCores;
      const how = cap
        ? `each instance capped at ${cap} of a core (bench/cpu-cap.ts), so that this machine can show what an added instance brings`
        : "uncapped, sharing this machine's cores";
      lines.push(
        "",
        `Scale-out: instances on one PostgreSQL behind a round-robin balancer (bench/balancer.ts), 8 connections per instance, ${how}:`,
        "",
        "| instances | scenario | req/s | per instance | p99 ms | non-2xx/errors |",
        "| ---: | --- | ---: | ---: | ---: | ---: |",
      );
      for (const s of run.scale)
        lines.push(
          `| ${s.instances} | ${s.name} | ${s.rps.toFixed(0)} | ${(s.rps / s.instances).toFixed(0)} | ${s.p99} | ${s.errors} |`,
        );
    }
    if (run.prepared.paging?.length) {
      lines.push(
        "",
        "Paging depth, in-process, one request at a time (20 rows a page; the first request of a filter also counts its matches, capped at 10,001):",
        "",
        "| filter | offset | first request ms | then p50 ms |",
        "| --- | ---: | ---: | ---: |",
      );
      for (const p of run.prepared.paging)
        lines.push(
          `| ${p.filter === "{}" ? "none" : p.filter} | ${p.offset.toLocaleString("en")} | ${p.firstMs.toFixed(1)} | ${p.p50Ms.toFixed(1)} |`,
        );
    }
    lines.push("", "Query plans of the list pages (EXPLAIN ANALYZE):", "");
    for (const [name, plan] of Object.entries(run.prepared.plans)) lines.push(`${name}:`, "", "```", plan, "```", "");
  }
  mkdirSync("docs", { recursive: true });
  // what the numbers mean lives in one place, written by hand: linked, not copied (a copy drifts)
  lines.push(
    "",
    "What bounds these numbers, the Pix charge through the connector and the ablations: [benchmarks-analysis.md](benchmarks-analysis.md).",
  );
  writeFileSync("docs/benchmarks.md", lines.join("\n") + "\n");
}
