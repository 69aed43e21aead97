"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveryDetail,
  WebhookDeliveryListItem,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "@/lib/schemas/webhooks";

export type WebhookDeliveryListParams = Record<string, string>;

export const webhookKeys = {
  all: ["webhooks"] as const,
  endpoints: () => [...webhookKeys.all, "endpoints"] as const,
  deliveries: () => [...webhookKeys.all, "deliveries"] as const,
  deliveryList: (params: WebhookDeliveryListParams) => [...webhookKeys.deliveries(), "list", params] as const,
  delivery: (id: number) => [...webhookKeys.deliveries(), "detail", id] as const,
  postbackSecret: () => [...webhookKeys.all, "postback-secret"] as const,
};

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.endpoints(),
    queryFn: ({ signal }) => apiList<WebhookEndpoint>("/webhook-endpoints", { query: { limit: "100" }, signal }),
  });
}

export function useWebhookDeliveries(params: WebhookDeliveryListParams) {
  return useQuery({
    queryKey: webhookKeys.deliveryList(params),
    queryFn: ({ signal }) => apiList<WebhookDeliveryListItem>("/webhook-deliveries", { query: params, signal }),
    placeholderData: keepPreviousData,
    // attempts land in the background: keep the log fresh while the page is open
    refetchInterval: 5000,
  });
}

export function useWebhookDelivery(id: number | null) {
  return useQuery({
    queryKey: webhookKeys.delivery(id ?? 0),
    queryFn: ({ signal }) => apiFetch<WebhookDeliveryDetail>(`/webhook-deliveries/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpointInput) =>
      apiFetch<WebhookEndpointWithSecret>("/webhook-endpoints", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateWebhookEndpointInput }) =>
      apiFetch<WebhookEndpoint>(`/webhook-endpoints/${id}`, { method: "PATCH", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/webhook-endpoints/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<WebhookEndpointWithSecret>(`/webhook-endpoints/${id}/rotate-secret`, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<WebhookDeliveryDetail>(`/webhook-deliveries/${id}/resend`, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
}

// A signed webhook.test to one endpoint; the deliveries table shows it as soon as it is sent.
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<WebhookDeliveryDetail>(`/webhook-endpoints/${id}/test`, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
}

// The postback secret is fetched only when the user asks to see it.
export function usePostbackSecret(isRevealed: boolean) {
  return useQuery({
    queryKey: webhookKeys.postbackSecret(),
    queryFn: ({ signal }) => apiFetch<{ secret: string; secretPrefix: string }>("/company/webhook-secret", { signal }),
    enabled: isRevealed,
    staleTime: Infinity,
  });
}
