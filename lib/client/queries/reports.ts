"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { apiFetch } from "@/lib/client/api-client";
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
