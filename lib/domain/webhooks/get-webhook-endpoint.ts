import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { toWebhookEndpoint } from "./serialize-webhook-endpoint";

// GET /v1/webhook-endpoints/{id}: another company's id is a 404 like an unknown one.
export async function getWebhookEndpoint({ companyId, endpointId }: { companyId: number; endpointId: number }) {
  const row = await prisma.webhookEndpoint.findFirst({ where: { id: endpointId, companyId } });
  if (!row) throw notFound("webhook_endpoint");
  return toWebhookEndpoint(row);
}
