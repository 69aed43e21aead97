"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { Dispute } from "@/lib/schemas/disputes";

import { balanceKeys } from "./recipients";
import { transactionKeys } from "./transactions";

export type { Dispute };

export const disputeKeys = {
  all: ["disputes"] as const,
  list: (params: Record<string, string>) => [...disputeKeys.all, "list", params] as const,
  detail: (id: number) => [...disputeKeys.all, "detail", id] as const,
};

export function useDisputes(params: Record<string, string>) {
  return useQuery({
    queryKey: disputeKeys.list(params),
    queryFn: ({ signal }) => apiList<Dispute>("/disputes", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDispute(id: number, initialData?: Dispute) {
  return useQuery({
    queryKey: disputeKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Dispute>(`/disputes/${id}`, { signal }),
    initialData,
  });
}

/** POST /v1/disputes/{id}/evidence as multipart: the text and the chosen files. */
export function useSubmitEvidence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, files }: { text: string; files: File[] }) => {
      const form = new FormData();
      form.set("text", text);
      for (const file of files) form.append("files", file);
      return apiFetch<Dispute>(`/disputes/${id}/evidence`, { method: "POST", body: form });
    },
    onSuccess: (dispute) => {
      queryClient.setQueryData(disputeKeys.detail(id), dispute);
      for (const queryKey of [disputeKeys.all, transactionKeys.all, balanceKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
