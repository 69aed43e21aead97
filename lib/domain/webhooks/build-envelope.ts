import "server-only";

import type { Event } from "@/generated/prisma/client";
import type { WebhookMessage } from "@/lib/schemas/webhooks";

// The notification body (docs/webhooks.md, Envelope): a superset of the seed spec's { event, createdAt, data }.
export function buildEnvelope(
  event: Pick<Event, "id" | "type" | "objectType" | "objectId" | "createdAt" | "data">,
  url: string,
): WebhookMessage {
  return {
    id: event.id,
    type: event.objectType as WebhookMessage["type"],
    objectId: event.objectId,
    url,
    event: event.type as WebhookMessage["event"],
    createdAt: event.createdAt.toISOString(),
    data: event.data as WebhookMessage["data"],
  };
}
