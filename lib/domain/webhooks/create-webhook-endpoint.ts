import "server-only";

import { prisma } from "@/lib/platform/db";
import type { CreateWebhookEndpointInput, WebhookEndpointWithSecret } from "@/lib/schemas/webhooks";

import { assertPublicUrl } from "./assert-public-url";
import { generateWebhookSecret } from "./generate-webhook-secret";
import { toWebhookEndpoint } from "./serialize-webhook-endpoint";

// POST /v1/webhook-endpoints: the answer is the only time the signing secret is shown.
export async function createWebhookEndpoint({
  companyId,
  input,
}: {
  companyId: number;
  input: CreateWebhookEndpointInput;
}): Promise<WebhookEndpointWithSecret> {
  await assertPublicUrl(input.url, "url");
  const row = await prisma.webhookEndpoint.create({
    data: {
      companyId,
      url: input.url,
      description: input.description ?? null,
      enabledEvents: [...new Set(input.enabledEvents)],
      enabled: input.enabled,
      secret: generateWebhookSecret(),
    },
  });
  return { ...toWebhookEndpoint(row), secret: row.secret };
}
