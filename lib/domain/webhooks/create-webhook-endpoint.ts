import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import type { CreateWebhookEndpointInput, WebhookEndpointWithSecret } from "@/lib/schemas/webhooks";

import { assertPublicUrl } from "./assert-public-url";
import { generateWebhookSecret } from "./generate-webhook-secret";
import { toWebhookEndpoint } from "./serialize-webhook-endpoint";

// POST /v1/webhook-endpoints: the answer is the only time the signing secret is shown. `by` is
// recorded as webhook_endpoint.create (without the secret) in the same commit.
export async function createWebhookEndpoint({
  companyId,
  input,
  by,
}: {
  companyId: number;
  input: CreateWebhookEndpointInput;
  by: AuditBy;
}): Promise<WebhookEndpointWithSecret> {
  await assertPublicUrl(input.url, "url");
  return prisma.$transaction(async (tx) => {
    const row = await tx.webhookEndpoint.create({
      data: {
        companyId,
        url: input.url,
        description: input.description ?? null,
        enabledEvents: [...new Set(input.enabledEvents)],
        enabled: input.enabled,
        secret: generateWebhookSecret(),
      },
    });
    const endpoint = toWebhookEndpoint(row);
    await recordAudit(tx, {
      companyId,
      ...by,
      action: "webhook_endpoint.create",
      objectType: "webhook_endpoint",
      objectId: row.id,
      after: endpoint,
    });
    return { ...endpoint, secret: row.secret };
  });
}
