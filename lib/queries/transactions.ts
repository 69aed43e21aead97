"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch, apiList } from "@/lib/api/client";
import type { Transaction } from "@/lib/transactions/serialize";

/** Query-string parameters of GET /v1/transactions, already validated (see transactions/search-params.ts). */
export type TransactionListParams = Record<string, string>;

export const transactionKeys = {
  all: ["transactions"] as const,
  lists: () => [...transactionKeys.all, "list"] as const,
  list: (params: TransactionListParams) => [...transactionKeys.lists(), params] as const,
  details: () => [...transactionKeys.all, "detail"] as const,
  detail: (id: number) => [...transactionKeys.details(), id] as const,
};

export function useTransactions(params: TransactionListParams) {
  return useQuery({
    queryKey: transactionKeys.list(params),
    queryFn: ({ signal }) => apiList<Transaction>("/transactions", { query: params, signal }),
    // keep the current page on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useTransaction(id: number) {
  return useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Transaction>(`/transactions/${id}`, { signal }),
  });
}
