"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { apiList } from "@/lib/client/api-client";
import type { AuditEntryResponse } from "@/lib/schemas/audit";

export type AuditEntry = AuditEntryResponse;

export const auditKeys = {
  all: ["audit-log"] as const,
  list: (params: Record<string, string>) => [...auditKeys.all, "list", params] as const,
};

export function useAuditLog(params: Record<string, string>) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => apiList<AuditEntry>("/audit-log", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
