import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

// DELETE /v1/webhook-endpoints/{id}: the delivery log stays (endpointId becomes null); pending
// deliveries to the endpoint are closed as failed by the worker without a request.
export async function deleteWebhookEndpoint({ companyId, endpointId }: { companyId: number; endpointId: number }) {
  const { count } = await prisma.webhookEndpoint.deleteMany({ where: { id: endpointId, companyId } });
  if (count === 0) throw notFound("webhook_endpoint");
}
