import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import type { UpdateWebhookEndpointInput } from "@/lib/schemas/webhooks";

import { assertPublicUrl } from "./assert-public-url";
import { toWebhookEndpoint } from "./serialize-webhook-endpoint";

// PUT|PATCH /v1/webhook-endpoints/{id}: only the fields sent change. Disabling stops new
// deliveries at once; pending ones are closed without a request when their turn comes. Enabling
// (an endpoint Colmeia disabled after its failures, say) clears its health: the next attempt is now.
export async function updateWebhookEndpoint({
  companyId,
  endpointId,
  input,
}: {
  companyId: number;
  endpointId: number;
  input: UpdateWebhookEndpointInput;
}) {
  const current = await prisma.webhookEndpoint.findFirst({
    where: { id: endpointId, companyId },
    select: { id: true },
  });
  if (!current) throw notFound("webhook_endpoint");
  if (input.url !== undefined) await assertPublicUrl(input.url, "url");
  const row = await prisma.webhookEndpoint.update({
    where: { id: current.id },
    data: {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.enabledEvents !== undefined && { enabledEvents: [...new Set(input.enabledEvents)] }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      // enabled again (or disabled by hand): a fresh start, no run of failures, no backoff
      ...(input.enabled !== undefined && {
        consecutiveFailures: 0,
        failingSince: null,
        backoffUntil: null,
        disabledAt: null,
        disabledReason: null,
      }),
    },
  });
  return toWebhookEndpoint(row);
}
