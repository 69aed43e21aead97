"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { Customer, CustomerInput, UpdateCustomerInput } from "@/lib/schemas/customers";
import type { Card } from "@/lib/schemas/transactions";

/** Query-string parameters of GET /v1/customers/search. */
export type CustomerListParams = Record<string, string>;

export const customerKeys = {
  all: ["customers"] as const,
  lists: () => [...customerKeys.all, "list"] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
};

/** The company's customers, newest first, narrowed by `q` (GET /v1/customers/search). */
export function useCustomers(params: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => apiList<Customer>("/customers/search", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/customers (or PATCH /v1/customers/{id} when editing one). */
export function useSaveCustomer(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput | UpdateCustomerInput) =>
      apiFetch<Customer>(id ? `/customers/${id}` : "/customers", { method: id ? "PATCH" : "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

/** A customer's cards on file (GET /v1/customers/{id}/cards). */
export function useCustomerCards(customerId: number) {
  return useQuery({
    queryKey: [...customerKeys.all, customerId, "cards"] as const,
    queryFn: ({ signal }) => apiFetch<Card[]>(`/customers/${customerId}/cards`, { signal }),
  });
}

/** DELETE /v1/cards/{id}: the card is no longer on file. */
export function useRemoveCard(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => apiFetch<void>(`/cards/${cardId}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...customerKeys.all, customerId, "cards"] }),
  });
}
