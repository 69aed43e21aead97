import "server-only";

import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import type { WebhookDeliveryDetail } from "@/lib/schemas/webhooks";

import { deliveryInclude, toAttempt, toWebhookDelivery } from "./serialize-webhook-delivery";

// POST /v1/webhook-deliveries/{id}/resend. A delivery still retrying is rescheduled: due now (its
// endpoint's backoff lifted too: the merchant says the receiver is back), never a second one beside
// it; one whose attempt is running now is left to it. A finished delivery (succeeded or failed) gets
// a NEW pending delivery of the same event to the same target, due now, with a fresh retry
// schedule; the original keeps its own log and state. The message keeps its webhook-id, so a
// receiver that already processed it can deduplicate.
export async function resendWebhookDelivery({
  companyId,
  deliveryId,
}: {
  companyId: number;
  deliveryId: number;
}): Promise<WebhookDeliveryDetail> {
  const original = await prisma.webhookDelivery.findFirst({
    where: { id: deliveryId, companyId },
    include: { endpoint: { select: { enabled: true, url: true } } },
  });
  if (!original) throw notFound("webhook_delivery");
  if (original.target === "endpoint" && !original.endpoint)
    throw new ApiError("invalid_state", "The endpoint of this delivery was deleted", { deliveryId });
  if (original.endpoint && !original.endpoint.enabled)
    throw new ApiError("invalid_state", "The endpoint of this delivery is disabled; enable it to resend", {
      endpointId: original.endpointId,
    });
  if (original.status === "pending") {
    await prisma.$transaction([
      prisma.webhookDelivery.updateMany({
        where: {
          id: original.id,
          status: "pending",
          OR: [{ claimedUntil: null }, { claimedUntil: { lt: new Date() } }],
        },
        data: { nextAttemptAt: new Date(), claimedUntil: null },
      }),
      ...(original.endpointId
        ? [prisma.webhookEndpoint.update({ where: { id: original.endpointId }, data: { backoffUntil: null } })]
        : []),
    ]);
    const row = await prisma.webhookDelivery.findUniqueOrThrow({
      where: { id: original.id },
      include: deliveryInclude,
    });
    return { ...toWebhookDelivery(row), attempts: row.attempts.map(toAttempt) };
  }
  const row = await prisma.webhookDelivery.create({
    data: {
      companyId,
      eventId: original.eventId,
      endpointId: original.endpointId,
      target: original.target,
      // an endpoint whose URL changed since gets the event at its current URL
      url: original.endpoint?.url ?? original.url,
      nextAttemptAt: new Date(),
    },
    include: deliveryInclude,
  });
  return { ...toWebhookDelivery(row), attempts: row.attempts.map(toAttempt) };
}
