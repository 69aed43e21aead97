"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { CreateTransferInput, TransferFees, TransferSchema } from "@/lib/schemas/transfers";

import { balanceKeys, recipientKeys } from "./recipients";

export type Transfer = z.infer<typeof TransferSchema>;
export type TransferListParams = Record<string, string>;

export const transferKeys = {
  all: ["transfers"] as const,
  lists: () => [...transferKeys.all, "list"] as const,
  list: (params: TransferListParams) => [...transferKeys.lists(), params] as const,
  details: () => [...transferKeys.all, "detail"] as const,
  detail: (id: number) => [...transferKeys.details(), id] as const,
};

export function useTransfers(params: TransferListParams) {
  return useQuery({
    queryKey: transferKeys.list(params),
    queryFn: ({ signal }) => apiList<Transfer>("/transfers", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransfer(id: number, initialData?: Transfer) {
  return useQuery({
    queryKey: transferKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Transfer>(`/transfers/${id}`, { signal }),
    initialData,
  });
}

function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [transferKeys.all, recipientKeys.all, balanceKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** The company's fee per destination kind (GET /v1/transfers/fees), shown before a transfer is confirmed. */
export function useTransferFees() {
  return useQuery({
    queryKey: [...transferKeys.all, "fees"] as const,
    queryFn: ({ signal }) => apiFetch<TransferFees>("/transfers/fees", { signal }),
  });
}

export function useCreateTransfer() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateTransferInput; idempotencyKey: string }) =>
      apiFetch<Transfer>("/transfers", { method: "POST", body: input, headers: { "idempotency-key": idempotencyKey } }),
    onSuccess: invalidate,
  });
}

// Sandbox only: the bank confirms (settle) or refuses (fail, the money returns) a processing transfer.
export function useSimulateTransfer(id: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (action: "settle" | "fail") =>
      apiFetch<Transfer>(`/transfers/${id}/sandbox/${action}`, { method: "POST", body: {} }),
    onSuccess: (transfer) => {
      queryClient.setQueryData(transferKeys.detail(id), transfer);
      return invalidate();
    },
  });
}
