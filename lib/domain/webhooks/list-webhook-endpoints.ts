import "server-only";

import type { z } from "zod";

import { prisma } from "@/lib/platform/db";
import { pageWindow } from "@/lib/schemas/common";
import type { listWebhookEndpointsQuerySchema } from "@/lib/schemas/webhooks";

import { toWebhookEndpoint } from "./serialize-webhook-endpoint";

// GET /v1/webhook-endpoints: newest first, with the total for X-Total-Count.
export async function listWebhookEndpoints({
  companyId,
  query,
}: {
  companyId: number;
  query: z.infer<typeof listWebhookEndpointsQuerySchema>;
}) {
  const where = { companyId };
  const [rows, total] = await Promise.all([
    prisma.webhookEndpoint.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.webhookEndpoint.count({ where }),
  ]);
  return { data: rows.map(toWebhookEndpoint), total };
}
