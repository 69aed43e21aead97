"use client";

import { useQueries, useQuery } from "@tanstack/react-query";

import { apiList } from "@/lib/client/api-client";
import type { Event, WebhookDeliveryListItem } from "@/lib/schemas/webhooks";

export const eventKeys = {
  all: ["events"] as const,
  forObject: (objectType: "transaction" | "transfer", objectId: number) =>
    [...eventKeys.all, objectType, objectId] as const,
  // keyed by the fan-out too: the deliveries are read again once they exist
  deliveries: (eventId: number, fannedOutAt: string | null) =>
    [...eventKeys.all, "deliveries", eventId, fannedOutAt] as const,
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
    // an event's deliveries are created a moment after it: look again until every event has them
    refetchInterval: (query) => (query.state.data?.data.some((e) => e.fannedOutAt === null) ? 1000 : false),
  });
}

const FRESH_MS = 2 * 60_000;

/** The webhook deliveries of each event (GET /v1/webhook-deliveries?eventId=), one query per event. */
export function useEventDeliveries(events: Pick<Event, "id" | "createdAt" | "fannedOutAt">[]) {
  return useQueries({
    queries: events.map((event) => ({
      queryKey: eventKeys.deliveries(event.id, event.fannedOutAt),
      // none can exist before the fan-out
      enabled: event.fannedOutAt !== null,
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
