import { endOfMonth, periodDays, startOfMonth } from "@/lib/formats/time";
import { isoDate } from "@/lib/schemas/common";
import { RECONCILIATION_REPORTS, type ReconciliationReport } from "@/lib/schemas/reconciliation";
import { MAX_REPORT_DAYS } from "@/lib/schemas/reports";

// The reports page's state lives in the URL: ?report=fees&from=2026-03-01&to=2026-03-31&recipientId=7.
// A value the API would refuse falls back to its default (settlements, this month, every recipient).
export type ReportSearch = { report: ReconciliationReport; from: string; to: string; recipientId?: number };

const isDay = (v: string | null): v is string => v !== null && isoDate.safeParse(v).success;

export function thisMonth(today: string) {
  return { from: startOfMonth(today), to: endOfMonth(today) };
}

export function parseReportSearch(params: URLSearchParams, today: string): ReportSearch {
  const report = RECONCILIATION_REPORTS.find((r) => r === params.get("report")) ?? "settlements";
  const from = params.get("from");
  const to = params.get("to");
  const period =
    isDay(from) && isDay(to) && from <= to && periodDays(from, to) <= MAX_REPORT_DAYS ? { from, to } : thisMonth(today);
  const id = Number(params.get("recipientId"));
  return { report, ...period, ...(Number.isSafeInteger(id) && id > 0 && { recipientId: id }) };
}

export function reportSearchString(s: ReportSearch, today: string): string {
  const q = new URLSearchParams();
  if (s.report !== "settlements") q.set("report", s.report);
  const month = thisMonth(today);
  if (s.from !== month.from || s.to !== month.to) {
    q.set("from", s.from);
    q.set("to", s.to);
  }
  if (s.recipientId) q.set("recipientId", String(s.recipientId));
  return q.toString();
}
