import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import type { WebhookDeliveryDetail } from "@/lib/schemas/webhooks";

import { deliveryInclude, toAttempt, toWebhookDelivery } from "./serialize-webhook-delivery";

// GET /v1/webhook-deliveries/{id}: the delivery with every attempt (request sent, answer received).
export async function getWebhookDelivery({
  companyId,
  deliveryId,
}: {
  companyId: number;
  deliveryId: number;
}): Promise<WebhookDeliveryDetail> {
  const row = await prisma.webhookDelivery.findFirst({
    where: { id: deliveryId, companyId },
    include: deliveryInclude,
  });
  if (!row) throw notFound("webhook_delivery");
  return { ...toWebhookDelivery(row), attempts: row.attempts.map(toAttempt) };
}
