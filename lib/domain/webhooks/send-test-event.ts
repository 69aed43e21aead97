import "server-only";

import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryDetail } from "@/lib/schemas/webhooks";

import { deliveryInclude, toAttempt, toWebhookDelivery } from "./serialize-webhook-delivery";

// POST /v1/webhook-endpoints/{id}/test: a `webhook.test` event for this endpoint alone, delivered by
// the worker like any other (same envelope, headers and signature, same log and retries), so a
// merchant can check their receiver and its signature verification before real money moves. The
// event is recorded already fanned out, with its one delivery, in one transaction: no other
// endpoint and no postbackUrl receives it.
export async function sendTestEvent({
  companyId,
  endpointId,
}: {
  companyId: number;
  endpointId: number;
}): Promise<WebhookDeliveryDetail> {
  return prisma.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findFirst({ where: { id: endpointId, companyId } });
    if (!endpoint) throw notFound("webhook_endpoint");
    if (!endpoint.enabled)
      throw new ApiError("invalid_state", "The endpoint is disabled; enable it to send it a test event", {
        endpointId,
      });
    const now = new Date();
    const event = await tx.event.create({
      data: {
        companyId,
        type: WEBHOOK_TEST_EVENT,
        objectType: "webhook_endpoint",
        objectId: endpointId,
        data: {
          id: endpointId,
          url: endpoint.url,
          message: "A test event sent from Colmeia: your endpoint and its signature check work.",
        },
        fannedOutAt: now,
      },
    });
    const row = await tx.webhookDelivery.create({
      data: { companyId, eventId: event.id, endpointId, target: "endpoint", url: endpoint.url, nextAttemptAt: now },
      include: deliveryInclude,
    });
    return { ...toWebhookDelivery(row), attempts: row.attempts.map(toAttempt) };
  });
}
