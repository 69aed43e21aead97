"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { apiList } from "@/lib/api/client";
import type { Customer } from "@/lib/schemas/customers";

/** Query-string parameters of GET /v1/customers (email is mandatory). */
export type CustomerListParams = Record<string, string>;

export const customerKeys = {
  all: ["customers"] as const,
  lists: () => [...customerKeys.all, "list"] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
};

/** Customers of one e-mail; nothing is fetched until there is an e-mail to search. */
export function useCustomers(params: CustomerListParams | null) {
  return useQuery({
    queryKey: customerKeys.list(params ?? {}),
    queryFn: ({ signal }) => apiList<Customer>("/customers", { query: params ?? {}, signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
