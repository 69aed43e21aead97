"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { RefundSchema, refundSchema, updateDeliverySchema } from "@/lib/schemas/transactions";
import type { Transaction } from "@/lib/schemas/transactions";

import { eventKeys } from "./events";
import { balanceKeys, recipientKeys } from "./recipients";
import { reportKeys } from "./reports";

type Refund = z.infer<typeof RefundSchema>;
type RefundInput = z.infer<typeof refundSchema>;
type UpdateDeliveryInput = z.infer<typeof updateDeliverySchema>;

/** Query-string parameters of GET /v1/transactions, already validated (see transactions/search-params.ts). */
export type TransactionListParams = Record<string, string>;

export const transactionKeys = {
  all: ["transactions"] as const,
  lists: () => [...transactionKeys.all, "list"] as const,
  list: (params: TransactionListParams) => [...transactionKeys.lists(), params] as const,
};

export function useTransactions(params: TransactionListParams) {
  return useQuery({
    queryKey: transactionKeys.list(params),
    queryFn: ({ signal }) => apiList<Transaction>("/transactions", { query: params, signal }),
    // keep the current page on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

// Mutations of one transaction. The detail page is a server component: callers also
// router.refresh() it; these invalidate the client caches that show the same transaction and,
// when money moves (refund, sandbox pay/chargeback), the balances: the recipients list and pages
// show them, the transfer form the available amount.
function useInvalidateTransaction(id: number, { movesMoney }: { movesMoney: boolean }) {
  const queryClient = useQueryClient();
  const keys = [
    transactionKeys.all,
    reportKeys.all,
    eventKeys.forObject("transaction", id),
    ...(movesMoney ? [recipientKeys.all, balanceKeys.all] : []),
  ];
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useRefundTransaction(id: number) {
  const invalidate = useInvalidateTransaction(id, { movesMoney: true });
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: RefundInput; idempotencyKey: string }) =>
      apiFetch<Refund>(`/transactions/${id}/refund`, {
        method: "POST",
        body: input,
        headers: { "idempotency-key": idempotencyKey },
      }),
    onSuccess: invalidate,
  });
}

/** Capture an authorized card payment (all, or `amount`), or cancel its authorization. */
export function useAuthorizationAction(id: number) {
  const invalidate = useInvalidateTransaction(id, { movesMoney: true });
  return useMutation({
    mutationFn: ({ action, idempotencyKey }: { action: "capture" | "cancel"; idempotencyKey: string }) =>
      apiFetch<Transaction>(`/transactions/${id}/${action}`, {
        method: "POST",
        body: {},
        headers: { "idempotency-key": idempotencyKey },
      }),
    onSuccess: invalidate,
  });
}

export type SandboxAction = "pay" | "expire" | "dispute" | "win-dispute" | "chargeback";

export function useSandboxAction(id: number) {
  const invalidate = useInvalidateTransaction(id, { movesMoney: true });
  return useMutation({
    mutationFn: (action: SandboxAction) =>
      apiFetch<Transaction>(`/transactions/${id}/sandbox/${action}`, { method: "POST", body: {} }),
    onSuccess: invalidate,
  });
}

export function useUpdateDelivery(id: number) {
  const invalidate = useInvalidateTransaction(id, { movesMoney: false });
  return useMutation({
    mutationFn: (input: UpdateDeliveryInput) =>
      apiFetch<Transaction>(`/transactions/${id}/delivery`, { method: "PUT", body: input }),
    onSuccess: invalidate,
  });
}
