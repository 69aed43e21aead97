import type { ReportFormat } from "@/lib/schemas/reconciliation";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The file a report's request asks for: `?format=` wins; otherwise the Accept header, when it ranks
 * text/csv or the XLSX type above JSON (wildcards say nothing); otherwise JSON.
 */
export function reportFormat(format: ReportFormat | undefined, accept: string | null): ReportFormat {
  if (format) return format;
  const q = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (type) q.set(type, Number.isFinite(value) ? value : 0);
  }
  const json = q.get("application/json") ?? 0;
  const xlsx = q.get(XLSX_TYPE) ?? 0;
  const csv = q.get("text/csv") ?? 0;
  if (xlsx > 0 && xlsx > json && xlsx >= csv) return "xlsx";
  if (csv > 0 && csv > json) return "csv";
  return "json";
}
