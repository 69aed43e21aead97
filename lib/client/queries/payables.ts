"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { Balance } from "@/lib/schemas/balance";
import type { Anticipation, AnticipationPreview, Payable, PayableDay } from "@/lib/schemas/payables";

import { balanceKeys, recipientKeys } from "./recipients";

type Params = Record<string, string>;

// under balanceKeys.all: whatever moves money (refunds, transfers, anticipations) refreshes the schedule
export const payableKeys = {
  list: (params: Params) => [...balanceKeys.all, "payables", params] as const,
  days: (params: Params) => [...balanceKeys.all, "payable-days", params] as const,
  preview: (params: Params) => [...balanceKeys.all, "anticipation-preview", params] as const,
  balance: (params: Params) => [...balanceKeys.all, "balance", params] as const,
};

export function usePayables(params: Params) {
  return useQuery({
    queryKey: payableKeys.list(params),
    queryFn: ({ signal }) => apiList<Payable>("/payables", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePayableDays(params: Params) {
  return useQuery({
    queryKey: payableKeys.days(params),
    queryFn: ({ signal }) => apiList<PayableDay>("/payables/days", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/balance for one recipient (its own when none is named). */
export function useBalance(params: Params) {
  return useQuery({
    queryKey: payableKeys.balance(params),
    queryFn: ({ signal }) => apiFetch<Balance>("/balance", { query: params, signal }),
    staleTime: 0,
  });
}

/** GET /v1/anticipations/limits: the limit and, with an amount, what anticipating it would do. */
export function useAnticipationPreview(params: Params, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: payableKeys.preview(params),
    queryFn: ({ signal }) => apiFetch<AnticipationPreview>("/anticipations/limits", { query: params, signal }),
    enabled,
    staleTime: 0,
  });
}

export function useCreateAnticipation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: Record<string, unknown>; idempotencyKey: string }) =>
      apiFetch<Anticipation>("/anticipations", {
        method: "POST",
        body: input,
        headers: { "idempotency-key": idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([balanceKeys.all, recipientKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
