"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { CreatePaymentLinkInput, PaymentLinkSchema, UpdatePaymentLinkInput } from "@/lib/schemas/payment-links";

export type PaymentLink = z.infer<typeof PaymentLinkSchema>;
export type PaymentLinkListParams = Record<string, string>;

export const paymentLinkKeys = {
  all: ["payment-links"] as const,
  lists: () => [...paymentLinkKeys.all, "list"] as const,
  list: (params: PaymentLinkListParams) => [...paymentLinkKeys.lists(), params] as const,
  details: () => [...paymentLinkKeys.all, "detail"] as const,
  detail: (id: number) => [...paymentLinkKeys.details(), id] as const,
};

export function usePaymentLinks(params: PaymentLinkListParams) {
  return useQuery({
    queryKey: paymentLinkKeys.list(params),
    queryFn: ({ signal }) => apiList<PaymentLink>("/payment-links", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentLink(id: number, initialData?: PaymentLink) {
  return useQuery({
    queryKey: paymentLinkKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<PaymentLink>(`/payment-links/${id}`, { signal }),
    initialData,
  });
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentLinkInput) =>
      apiFetch<PaymentLink>("/payment-links", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
  });
}

export function useUpdatePaymentLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePaymentLinkInput) =>
      apiFetch<PaymentLink>(`/payment-links/${id}`, { method: "PATCH", body: input }),
    onSuccess: (link) => {
      queryClient.setQueryData(paymentLinkKeys.detail(id), link);
      return queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() });
    },
  });
}

export function useDeletePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/payment-links/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: paymentLinkKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() });
    },
  });
}

/** The link's image: POST a file (multipart) or DELETE it; the link comes back with its imageUrl. */
export function useLinkImage(id: number) {
  const queryClient = useQueryClient();
  const done = (link: PaymentLink) => {
    queryClient.setQueryData(paymentLinkKeys.detail(link.id), link);
    return queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() });
  };
  return {
    upload: useMutation({
      mutationFn: ({ linkId, file }: { linkId?: number; file: File }) => {
        const form = new FormData();
        form.set("image", file);
        return apiFetch<PaymentLink>(`/payment-links/${linkId ?? id}/image`, { method: "POST", body: form });
      },
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: () => apiFetch<PaymentLink>(`/payment-links/${id}/image`, { method: "DELETE" }),
      onSuccess: done,
    }),
  };
}
