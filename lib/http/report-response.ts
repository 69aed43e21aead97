import "server-only";

import { reconciliationReport } from "@/lib/domain/reports/reconciliation-report";
import { reportCsv, reportXlsx } from "@/lib/domain/reports/report-files";
import { FILE_STEM, type ReportTable } from "@/lib/domain/reports/report-table";
import {
  type ReconciliationReport,
  type ReportFormat,
  type ReportQuery,
  reportQuerySchema,
} from "@/lib/schemas/reconciliation";

import { reportFormat, XLSX_TYPE } from "./report-format";
import { respond } from "./respond";
import { withAuth } from "./with-auth";

/** GET /v1/reports/{kind}: any role, the period and recipient from the query, JSON or a file. */
export const reportRoute = (kind: ReconciliationReport) =>
  withAuth({ role: "viewer", query: reportQuerySchema }, async ({ companyId, query, req }) =>
    reportResponse(kind, query, req.headers.get("accept"), await reconciliationReport(kind, { companyId, query })),
  );

/** The report as JSON, or as a CSV or XLSX download named after the report and its period. */
export async function reportResponse(
  kind: ReconciliationReport,
  query: ReportQuery & { format?: ReportFormat },
  accept: string | null,
  report: { json: unknown; table: () => ReportTable },
): Promise<Response> {
  const format = reportFormat(query.format, accept);
  if (format === "json") return respond(report.json, { vary: "Accept" });
  const filename = `${FILE_STEM[kind]}-${query.from}-a-${query.to}.${format}`;
  const headers = {
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "no-store",
    "access-control-expose-headers": "content-disposition",
    vary: "Accept",
  };
  if (format === "csv")
    return new Response(reportCsv(report.table()), {
      headers: { ...headers, "content-type": "text/csv; charset=utf-8" },
    });
  const file = await reportXlsx(report.table());
  return new Response(new Uint8Array(file), {
    headers: { ...headers, "content-type": XLSX_TYPE, "content-length": String(file.length) },
  });
}
