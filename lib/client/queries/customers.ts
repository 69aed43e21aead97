"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { Customer, CustomerInput, UpdateCustomerInput } from "@/lib/schemas/customers";

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
