import "server-only";

import type { WebhookAttempt as AttemptRow, WebhookDelivery as DeliveryRow } from "@/generated/prisma/client";
import type { WebhookAttempt, WebhookAttemptSummary, WebhookDelivery } from "@/lib/schemas/webhooks";

type Row = DeliveryRow & { event: { type: string; objectType: string; objectId: number } };

export const deliveryInclude = {
  event: { select: { type: true, objectType: true, objectId: true } },
  attempts: { orderBy: { id: "asc" as const } },
};

export function toWebhookDelivery(d: Row): WebhookDelivery {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.event.type,
    objectType: d.event.objectType as WebhookDelivery["objectType"],
    objectId: d.event.objectId,
    endpointId: d.endpointId,
    target: d.target,
    url: d.url,
    status: d.status,
    attemptCount: d.attemptCount,
    nextAttemptAt: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
    lastStatusCode: d.lastStatusCode,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function toAttemptSummary(a: AttemptRow): WebhookAttemptSummary {
  return {
    id: a.id,
    responseStatus: a.responseStatus,
    durationMs: a.durationMs,
    error: a.error,
    createdAt: a.createdAt.toISOString(),
  };
}

export function toAttempt(a: AttemptRow): WebhookAttempt {
  return {
    ...toAttemptSummary(a),
    requestHeaders: a.requestHeaders as Record<string, string>,
    requestBody: a.requestBody,
    responseBody: a.responseBody,
  };
}
