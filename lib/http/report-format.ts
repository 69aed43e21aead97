import type { ReportFormat } from "@/lib/schemas/reconciliation";

import { acceptQualities } from "./accept-qualities";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The file a report's request asks for: `?format=` wins; otherwise the Accept header, when it ranks
 * text/csv or the XLSX type above JSON (wildcards say nothing); otherwise JSON.
 */
export function reportFormat(format: ReportFormat | undefined, accept: string | null): ReportFormat {
  if (format) return format;
  const q = acceptQualities(accept);
  const json = q.get("application/json") ?? 0;
  const xlsx = q.get(XLSX_TYPE) ?? 0;
  const csv = q.get("text/csv") ?? 0;
  if (xlsx > 0 && xlsx > json && xlsx >= csv) return "xlsx";
  if (csv > 0 && csv > json) return "csv";
  return "json";
}
