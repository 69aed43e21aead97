"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { AvailableBalanceSchema } from "@/lib/schemas/balance";
import type { RecipientBankAccountInput, RecipientBankAccountSchema } from "@/lib/schemas/bank-accounts";
import type { PixKeySchema } from "@/lib/schemas/pix-keys";
import type { CreateRecipientInput, RecipientSchema, UpdateRecipientInput } from "@/lib/schemas/recipients";

export type Recipient = z.infer<typeof RecipientSchema>;
export type RecipientBankAccount = z.infer<typeof RecipientBankAccountSchema>;
export type AvailableBalance = z.infer<typeof AvailableBalanceSchema>;
export type RecipientListParams = Record<string, string>;

export const recipientKeys = {
  all: ["recipients"] as const,
  lists: () => [...recipientKeys.all, "list"] as const,
  list: (params: RecipientListParams) => [...recipientKeys.lists(), params] as const,
  details: () => [...recipientKeys.all, "detail"] as const,
  detail: (id: number) => [...recipientKeys.details(), id] as const,
  bankAccounts: (id: number) => [...recipientKeys.detail(id), "bank-accounts"] as const,
  pixKeys: (id: number) => [...recipientKeys.detail(id), "pix-keys"] as const,
};

// Balances move with transfers and payments, whichever screen caused it.
export const balanceKeys = {
  all: ["balance"] as const,
  available: (recipientId: number) => [...balanceKeys.all, "available", recipientId] as const,
};

export function useRecipients(params: RecipientListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recipientKeys.list(params),
    queryFn: ({ signal }) => apiList<Recipient>("/recipients", { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRecipient(id: number, initialData?: Recipient) {
  return useQuery({
    queryKey: recipientKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Recipient>(`/recipients/${id}`, { signal }),
    initialData,
  });
}

export function useRecipientBankAccounts(id: number | undefined) {
  return useQuery({
    queryKey: recipientKeys.bankAccounts(id ?? 0),
    queryFn: ({ signal }) =>
      apiList<RecipientBankAccount>(`/recipients/${id}/bank-accounts`, { query: { limit: "100" }, signal }),
    enabled: id !== undefined,
  });
}

export type PixKey = z.infer<typeof PixKeySchema>;

export function useRecipientPixKeys(id: number) {
  return useQuery({
    queryKey: recipientKeys.pixKeys(id),
    queryFn: ({ signal }) => apiList<PixKey>(`/recipients/${id}/pix-keys`, { query: { limit: "100" }, signal }),
  });
}

/** An owner confirms a new bank account or Pix key: transfers may go there before its cooldown ends. */
export function useConfirmDestination(recipientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: "bank-accounts" | "pix-keys"; id: number }) =>
      apiFetch<unknown>(`/recipients/${recipientId}/${kind}/${id}/confirm`, { method: "POST" }),
    onSuccess: (_, { kind }) =>
      queryClient.invalidateQueries({
        queryKey: kind === "pix-keys" ? recipientKeys.pixKeys(recipientId) : recipientKeys.bankAccounts(recipientId),
      }),
  });
}

export function useAvailableBalance(recipientId: number | undefined) {
  return useQuery({
    queryKey: balanceKeys.available(recipientId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<AvailableBalance>("/balance/available", { query: { recipientId: String(recipientId) }, signal }),
    enabled: recipientId !== undefined,
    staleTime: 0,
  });
}

export function useCreateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRecipientInput) => apiFetch<Recipient>("/recipients", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.lists() }),
  });
}

export function useUpdateRecipient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRecipientInput) =>
      apiFetch<Recipient>(`/recipients/${id}`, { method: "PATCH", body: input }),
    onSuccess: (recipient) => {
      queryClient.setQueryData(recipientKeys.detail(id), recipient);
      return queryClient.invalidateQueries({ queryKey: recipientKeys.lists() });
    },
  });
}

export function useAddBankAccount(recipientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipientBankAccountInput) =>
      apiFetch<RecipientBankAccount>(`/recipients/${recipientId}/bank-accounts`, { method: "POST", body: input }),
    // the new account becomes the recipient's latest (shown in lists, used by transfers)
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipientKeys.detail(recipientId) }),
        queryClient.invalidateQueries({ queryKey: recipientKeys.lists() }),
      ]),
  });
}
