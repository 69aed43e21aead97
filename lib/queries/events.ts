"use client";

import { useQueries, useQuery } from "@tanstack/react-query";

import { apiList } from "@/lib/api/client";
import type { Event, WebhookDeliveryListItem } from "@/lib/schemas/webhooks";

export const eventKeys = {
  all: ["events"] as const,
  forObject: (objectType: "transaction" | "transfer", objectId: number) =>
    [...eventKeys.all, objectType, objectId] as const,
  deliveries: (eventId: number) => [...eventKeys.all, "deliveries", eventId] as const,
};

/** What happened to one transaction (GET /v1/events), newest first. */
export function useTransactionEvents(transactionId: number) {
  return useQuery({
    queryKey: eventKeys.forObject("transaction", transactionId),
    queryFn: ({ signal }) =>
      apiList<Event>("/events", {
        query: { objectType: "transaction", objectId: String(transactionId), limit: "50" },
        signal,
      }),
  });
}

const FRESH_MS = 2 * 60_000;

/** The webhook deliveries of each event (GET /v1/webhook-deliveries?eventId=), one query per event. */
export function useEventDeliveries(events: Pick<Event, "id" | "createdAt">[]) {
  return useQueries({
    queries: events.map((event) => ({
      queryKey: eventKeys.deliveries(event.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiList<WebhookDeliveryListItem>("/webhook-deliveries", {
          query: { eventId: String(event.id), limit: "20" },
          signal,
        }),
      // deliveries are created and attempted in the background: poll while some are pending, or
      // while a recent event has none yet
      refetchInterval: (query: { state: { data?: { data: WebhookDeliveryListItem[] } } }) => {
        const rows = query.state.data?.data;
        const isRecent = Date.now() - Date.parse(event.createdAt) < FRESH_MS;
        return rows?.some((d) => d.status === "pending") || (isRecent && rows?.length === 0) ? 5000 : false;
      },
    })),
  });
}
