import { describe, expect, it } from "vitest";

import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { databaseUrl } from "@/lib/platform/db-adapter";
import { runSql, sql } from "@/lib/platform/sql";
import { makeCompany, txInput } from "@/lib/test/factories";

import { vacuumGrownTables } from "./vacuum-grown-tables";

// A list page of the newest payments reads its ids from the index alone only where the visibility
// map marks the heap pages all-visible; PGlite has no autovacuum to set it (docs/benchmarks-analysis.md).
const heapFetches = async (companyId: number) => {
  const plan = await runSql(
    sql<{
      "QUERY PLAN": string;
    }>`EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM (SELECT 1 FROM "Transaction" t WHERE t."companyId" = ${companyId} AND t."status" = 'paid' LIMIT 10001) x`,
  );
  const line = plan.map((r) => r["QUERY PLAN"]).find((l) => l.includes("Heap Fetches"));
  return line ? Number(/Heap Fetches: (\d+)/.exec(line)![1]) : null;
};

describe("vacuum of the tables that grow by payments", () => {
  it("on PGlite, after new payments, vacuums them so the list's index-only scans stop reading the heap", async () => {
    const { company } = await makeCompany();
    for (let i = 0; i < 3; i++) await createTransaction({ companyId: company.id, input: txInput("credit_card") });
    // below the threshold nothing is done
    expect(await vacuumGrownTables({ inserts: 1_000_000 })).not.toContain("Transaction");
    const vacuumed = await vacuumGrownTables({ inserts: 1 });
    if (databaseUrl()) {
      // PostgreSQL's autovacuum does it (migration 0038): nothing here
      expect(vacuumed).toEqual([]);
      return;
    }
    expect(vacuumed).toEqual(expect.arrayContaining(["Transaction", "LedgerEntry", "Payable", "Event"]));
    // the count of the company's paid payments reads no row from the heap any more
    const fetched = await heapFetches(company.id);
    expect(fetched === null || fetched === 0, `heap fetches: ${fetched}`).toBe(true);
    const [stats] = await runSql(
      sql<{ n: number }>`SELECT n_ins_since_vacuum::int AS n FROM pg_stat_user_tables WHERE relname = 'Transaction'`,
    );
    expect(stats.n).toBe(0);
  });
});
