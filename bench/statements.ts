// DATABASE_URL=postgresql://…/db npx tsx --conditions=react-server bench/statements.ts [--requests 200]
// The SQL statements of one card payment and one list page, from PostgreSQL's pg_stat_statements:
// how many each request sends, and what each costs the database. Needs a PostgreSQL started with
// shared_preload_libraries=pg_stat_statements (a throwaway one: `initdb -D DIR`, then
// `pg_ctl -D DIR -o "-p 5433 -c shared_preload_libraries=pg_stat_statements" start`). Runs the
// domain functions in-process, the card through the cielo connector to the built-in Cielo server
// served on a local port, as the app does. Prints a table for docs/benchmarks-analysis.md.
import { randomUUID } from "node:crypto";

import { migrate } from "../lib/platform/migrate";
import { runSql, sql } from "../lib/platform/sql";
import { sandboxCardRail, useCardRail } from "../lib/rails";
import { createCieloSandbox } from "../lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox } from "../lib/rails/card/cielo-sandbox/serve-cielo-sandbox";
import { createBody } from "./scenarios";

const i = process.argv.indexOf("--requests");
const requests = i > 0 ? Number(process.argv[i + 1]) : 200;

await migrate({ close: false });
await runSql(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
const cielo = await serveCieloSandbox({ handler: createCieloSandbox() });
useCardRail(sandboxCardRail(cielo.origin));

const { prisma } = await import("../lib/platform/db");
const { createDemoCompany } = await import("../prisma/seed-demo");
const { createTransaction } = await import("../lib/domain/transactions/create-transaction");
const { listTransactions } = await import("../lib/domain/transactions/list-transactions");
const { createTransactionSchema, listTransactionsQuerySchema } = await import("../lib/schemas/transactions");
const { company } = await createDemoCompany(prisma, {
  legalName: "Statements Ltda",
  tradeName: "Statements",
  documentNumber: "11222333000181",
  userEmail: `statements-${randomUUID()}@example.com`,
  userPassword: "statements-password",
});
const input = createTransactionSchema.parse(createBody());
const query = listTransactionsQuerySchema.parse({ status: "paid" });
const create = () => createTransaction({ companyId: company.id, input });
// a list with its count computed every time (the count cache would hide it after the first)
const list = async () => {
  const { forgetCounts } = await import("../lib/platform/lists/count-cache");
  forgetCounts(company.id);
  return listTransactions({ companyId: company.id, query });
};

type Stat = { query: string; calls: number; total: number; rows: number };
async function measure(name: string, work: () => Promise<unknown>) {
  for (let k = 0; k < 20; k++) await work(); // prepared statements planned, caches warm
  await runSql(sql`SELECT pg_stat_statements_reset()`);
  for (let k = 0; k < requests; k++) await work();
  const stats = await runSql(sql<Stat>`
    SELECT query, calls::int, total_exec_time::float AS total, rows::int FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND query NOT LIKE '%pg_stat_statements%' ORDER BY total_exec_time DESC`);
  console.log(`\n${name}: ${requests} requests, one at a time\n`);
  console.log("| statement | calls per request | ms per call | ms per request |\n| --- | ---: | ---: | ---: |");
  let sum = 0;
  let calls = 0;
  for (const s of stats) {
    const perRequest = s.total / requests;
    sum += perRequest;
    calls += s.calls / requests;
    const text = s.query.replace(/\s+/g, " ").slice(0, 110).replace(/\|/g, "\\|");
    console.log(
      `| \`${text}…\` | ${(s.calls / requests).toFixed(2)} | ${(s.total / s.calls).toFixed(3)} | ${perRequest.toFixed(3)} |`,
    );
  }
  console.log(`| **all** | ${calls.toFixed(2)} | | ${sum.toFixed(3)} |`);
}

await measure("create card (approved)", create);
await measure("list status=paid (count recomputed each time)", list);
await cielo.close();
useCardRail(null);
process.exit(0);
