import "server-only";

import type { ReconciliationReport, ReportQuery } from "@/lib/schemas/reconciliation";

import { feesReport } from "./fees";
import { receivablesReport } from "./receivables";
import { feesTable, receivablesTable, type ReportTable, settlementsTable, splitsTable } from "./report-table";
import { settlementsReport } from "./settlements";
import { splitsReport } from "./splits";

/** One reconciliation report: its JSON and the same figures as a table for the CSV and XLSX files. */
export async function reconciliationReport(
  kind: ReconciliationReport,
  opts: { companyId: number; query: ReportQuery },
): Promise<{ json: unknown; table: () => ReportTable }> {
  switch (kind) {
    case "settlements": {
      const r = await settlementsReport(opts);
      return { json: r, table: () => settlementsTable(r) };
    }
    case "receivables": {
      const r = await receivablesReport(opts);
      return { json: r, table: () => receivablesTable(r) };
    }
    case "fees": {
      const r = await feesReport(opts);
      return { json: r, table: () => feesTable(r) };
    }
    case "splits": {
      const r = await splitsReport(opts);
      return { json: r, table: () => splitsTable(r) };
    }
  }
}
