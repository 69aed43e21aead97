// Child process of bench/run.ts, alone on the database (PGlite allows one process per directory):
// migrate, create the bench company, bulk-insert rows, measure the raw database work of each
// scenario in-process (the second ceiling), capture query plans, then close the database.
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";

import { closePglite, databaseUrl, openPglite } from "../lib/platform/db-adapter";
import { migrate } from "../lib/platform/migrate";
import { bulkSeed, type Sql } from "./bulk-seed";
import { createBody, scenarios } from "./scenarios";
import { measure, progressBar, type Result } from "./stats";

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
// in-process runs settle faster than HTTP ones: 10 s each at most keeps a million-row run under 10 minutes
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 15), 10);
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 32);
const out = process.env.BENCH_OUT!;

async function sqlRunner(): Promise<
  Sql & { all(sql: string): Promise<Record<string, string>[]>; close(): Promise<void> }
> {
  const url = databaseUrl();
  if (url) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      exec: (s) => client.query(s),
      one: async (s) => (await client.query(s)).rows[0],
      all: async (s) => (await client.query(s)).rows,
      close: () => client.end(),
    };
  }
  const db = await openPglite();
  return {
    exec: (s) => db.exec(s),
    one: async (s) => (await db.query(s)).rows[0] as never,
    all: async (s) => (await db.query<Record<string, string>>(s)).rows,
    close: async () => undefined,
  };
}

await migrate({ close: false });
const { prisma } = await import("../lib/platform/db");
const { createDemoCompany } = await import("../prisma/seed-demo");
const { company, apiKey } = await createDemoCompany(prisma, {
  legalName: "Bench Ltda",
  tradeName: "Bench",
  documentNumber: "11222333000181",
  userEmail: `bench-${Date.now()}@example.com`,
  userPassword: "bench-password",
});

const sql = await sqlRunner();
const t0 = performance.now();
progressBar(`seeding ${process.env.BENCH_DB}`, 0, rows);
await bulkSeed(sql, {
  companyId: company.id,
  rows,
  onProgress: (done) => progressBar(`seeding ${process.env.BENCH_DB}`, done, rows),
  onIndexing: () => console.log(`building the indexes of ${rows.toLocaleString("en")} rows…`),
});
const seedSeconds = (performance.now() - t0) / 1000;

const { createTransaction } = await import("../lib/domain/transactions/create-transaction");
const { listTransactions } = await import("../lib/domain/transactions/list-transactions");
const { listTransactionsQuerySchema } = await import("../lib/schemas/transactions");
const { createTransactionSchema } = await import("../lib/schemas/transactions");
const { withIdempotency } = await import("../lib/http/idempotency");
const { respond } = await import("../lib/http/respond");

const raw: Result[] = [];
const input = createTransactionSchema.parse(createBody());
const rawLine = (r: Result) =>
  console.log(
    `raw db ${process.env.BENCH_DB} ${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(0).padStart(5)} ms  p99 ${r.p99.toFixed(0).padStart(5)} ms  errors ${r.errors}`,
  );
console.log(`measuring the raw database work in-process, ${seconds} s per scenario…`);
raw.push(
  await measure("create card (approved)", () => createTransaction({ companyId: company.id, input }), {
    concurrency,
    seconds,
  }),
);
rawLine(raw[raw.length - 1]);
const rawBody = JSON.stringify(createBody());
const keyed = () =>
  withIdempotency(
    { companyId: company.id, key: randomUUID(), method: "POST", path: "/v1/transactions", rawBody },
    async () => respond(await createTransaction({ companyId: company.id, input })),
  );
raw.push(await measure("create card with Idempotency-Key", keyed, { concurrency, seconds }));
rawLine(raw[raw.length - 1]);
for (const s of scenarios.filter((x) => x.method === "GET" && x.path.startsWith("/v1/transactions"))) {
  const query = listTransactionsQuerySchema.parse(Object.fromEntries(new URL(s.path, "http://x").searchParams));
  raw.push(await measure(s.name, () => listTransactions({ companyId: company.id, query }), { concurrency, seconds }));
  rawLine(raw[raw.length - 1]);
}

// Paging depth (server-side paging on large tables): one request at a time, as the
// dashboard pages through the unfiltered list and a status filter. The first request of a filter
// also counts its matches (X-Total-Count, capped); the rest reuse the count (lib/http/count-cache.ts).
const paging: { filter: string; offset: number; firstMs: number; p50Ms: number }[] = [];
for (const filter of [{}, { status: "paid" }]) {
  for (const offset of [0, 1_000, 10_000, 100_000, 500_000].filter((o) => o < rows)) {
    const query = listTransactionsQuerySchema.parse({ ...filter, offset: String(offset) });
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      await listTransactions({ companyId: company.id, query });
      times.push(performance.now() - t0);
    }
    const first = times.shift()!;
    times.sort((a, b) => a - b);
    paging.push({ filter: JSON.stringify(filter), offset, firstMs: first, p50Ms: times[Math.floor(times.length / 2)] });
    console.log(
      `paging ${process.env.BENCH_DB} ${JSON.stringify(filter)} offset ${offset}: first ${first.toFixed(1)} ms, then p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms`,
    );
  }
}

// The plans of the list pages: the statement listTransactions sends for the page's ids (the rows
// are then fetched by primary key), with its parameters written in.
const { transactionPageIdsSql } = await import("../lib/domain/transactions/transaction-sql");
const { sqlText } = await import("../lib/platform/sql");
const literal = (v: unknown) =>
  typeof v === "number" || typeof v === "boolean" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
const plans: Record<string, string> = {};
for (const s of scenarios.filter((x) => x.method === "GET" && x.path.startsWith("/v1/transactions"))) {
  const {
    limit: _l,
    offset: _o,
    page: _p,
    ...filters
  } = listTransactionsQuerySchema.parse(Object.fromEntries(new URL(s.path, "http://x").searchParams));
  const page = transactionPageIdsSql(company.id, filters, 20, 0);
  const text = sqlText(page).replace(/\$(\d+)/g, (_, n: string) => literal(page.values[Number(n) - 1]));
  const planRows = await sql.all(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${text}`);
  plans[s.name] = planRows.map((r) => Object.values(r)[0]).join("\n");
}

writeFileSync(out, JSON.stringify({ apiKey, companyId: company.id, rows, seedSeconds, raw, paging, plans }, null, 2));
await sql.close();
await prisma.$disconnect();
await closePglite();
