"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

import { apiList } from "@/lib/client/api-client";
import type { BalanceOperation } from "@/lib/schemas/balance";

import { balanceKeys } from "./recipients";

export type BalanceOperationParams = Record<string, string>;

// under balanceKeys.all: every mutation that moves money (refunds, transfers) refreshes the statement
export const balanceOperationKeys = {
  list: (params: BalanceOperationParams) => [...balanceKeys.all, "operations", params] as const,
};

/** The statement, a keyset page at a time: fetchNextPage asks for the operations after the last one shown. */
export function useBalanceOperations(params: BalanceOperationParams) {
  return useInfiniteQuery({
    queryKey: balanceOperationKeys.list(params),
    queryFn: ({ signal, pageParam }) =>
      apiList<BalanceOperation>("/balance/operations", {
        query: { ...params, ...(pageParam && { startingAfter: pageParam }) },
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}
