"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { apiFetch } from "@/lib/client/api-client";
import type { DailyReport, FeesReport, ReconciliationReport, SplitsReport } from "@/lib/schemas/reconciliation";
import type { Overview } from "@/lib/schemas/reports";

export type OverviewParams = { from: string; to: string };

export const reportKeys = {
  all: ["reports"] as const,
  overview: (params: OverviewParams) => [...reportKeys.all, "overview", params] as const,
};

export function useOverview(params: OverviewParams) {
  return useQuery({
    queryKey: reportKeys.overview(params),
    queryFn: ({ signal }) => apiFetch<Overview>("/reports/overview", { query: params, signal }),
    // keep the previous period's numbers on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

// The reconciliation reports (GET /v1/reports/{settlements,fees,splits,receivables})
export type ReconciliationParams = { from: string; to: string; recipientId?: number };
type ReportOf = { settlements: DailyReport; receivables: DailyReport; fees: FeesReport; splits: SplitsReport };

/** The search string of a report's period and recipient: the same for its JSON and its files. */
export function reportSearch(params: ReconciliationParams, format?: "csv" | "xlsx"): URLSearchParams {
  const q = new URLSearchParams({ from: params.from, to: params.to });
  if (params.recipientId) q.set("recipientId", String(params.recipientId));
  if (format) q.set("format", format);
  return q;
}

export function useReconciliationReport<K extends ReconciliationReport>(kind: K, params: ReconciliationParams) {
  return useQuery({
    queryKey: [...reportKeys.all, kind, params] as const,
    queryFn: ({ signal }) => apiFetch<ReportOf[K]>(`/reports/${kind}`, { query: reportSearch(params), signal }),
    placeholderData: keepPreviousData,
  });
}
