import { describe, expect, it } from "vitest";

import { runSql, sql } from "@/lib/platform/sql";

// Migration 0038: the tables that grow by payments keep their visibility map fresh, so the list
// pages' index-only scans do not fall back to reading every new row after a burst of payments
// (docs/benchmarks-analysis.md, "Right after a burst of payments").
describe("autovacuum of the tables that grow by inserts", () => {
  it("visits Transaction, LedgerEntry, Payable and Event after 5,000 new rows whatever their size", async () => {
    const rows = await runSql(sql<{ relname: string; reloptions: string[] | null }>`
      SELECT relname, reloptions FROM pg_class
      WHERE relname IN ('Transaction', 'LedgerEntry', 'Payable', 'Event') AND relkind = 'r' ORDER BY relname`);
    expect(rows.map((r) => r.relname)).toEqual(["Event", "LedgerEntry", "Payable", "Transaction"]);
    for (const r of rows)
      expect(r.reloptions, r.relname).toEqual(
        expect.arrayContaining([
          "autovacuum_vacuum_insert_threshold=5000",
          "autovacuum_vacuum_insert_scale_factor=0",
          "autovacuum_analyze_scale_factor=0.02",
        ]),
      );
  });
});
