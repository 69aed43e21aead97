import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

// DELETE /v1/webhook-endpoints/{id}: the delivery log stays (endpointId becomes null); pending
// deliveries to the endpoint are closed as failed by the worker without a request. `by` is
// recorded as webhook_endpoint.delete in the same commit.
export async function deleteWebhookEndpoint({
  companyId,
  endpointId,
  by,
}: {
  companyId: number;
  endpointId: number;
  by: AuditBy;
}) {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.deleteMany({ where: { id: endpointId, companyId } });
    if (count === 0) throw notFound("webhook_endpoint");
    await recordAudit(tx, {
      companyId,
      ...by,
      action: "webhook_endpoint.delete",
      objectType: "webhook_endpoint",
      objectId: endpointId,
    });
  });
}
