import "server-only";

import type { z } from "zod";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import { pageWindow } from "@/lib/schemas/common";
import type { listWebhookDeliveriesQuerySchema, WebhookDeliveryListItem } from "@/lib/schemas/webhooks";

import { deliveryInclude, toAttemptSummary, toWebhookDelivery } from "./serialize-webhook-delivery";

// GET /v1/webhook-deliveries: newest first, each with the outcome of its attempts; filtered by
// endpoint, status, event, event type and the object the event is about (transactionId=…).
export async function listWebhookDeliveries({
  companyId,
  query,
}: {
  companyId: number;
  query: z.infer<typeof listWebhookDeliveriesQuerySchema>;
}) {
  const where: Prisma.WebhookDeliveryWhereInput = {
    companyId,
    ...(query.eventId && { eventId: query.eventId }),
    ...(query.endpointId && { endpointId: query.endpointId }),
    ...(query.status && { status: { in: query.status } }),
    ...((query.eventType || query.objectType || query.objectId || query.transactionId) && {
      event: {
        ...(query.eventType && { type: { in: query.eventType } }),
        ...(query.transactionId
          ? { objectType: "transaction", objectId: query.transactionId }
          : {
              ...(query.objectType && { objectType: query.objectType }),
              ...(query.objectId && { objectId: query.objectId }),
            }),
      },
    }),
  };
  const [rows, total] = await Promise.all([
    prisma.webhookDelivery.findMany({
      where,
      include: deliveryInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
    prisma.webhookDelivery.count({ where }),
  ]);
  const data: WebhookDeliveryListItem[] = rows.map((d) => ({
    ...toWebhookDelivery(d),
    attempts: d.attempts.map(toAttemptSummary),
  }));
  return { data, total };
}
