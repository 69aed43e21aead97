import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import type { UpdateWebhookEndpointInput } from "@/lib/schemas/webhooks";

import { assertPublicUrl } from "./assert-public-url";
import { toWebhookEndpoint } from "./serialize-webhook-endpoint";

// PUT|PATCH /v1/webhook-endpoints/{id}: only the fields sent change. Disabling stops new
// deliveries at once; pending ones are closed without a request when their turn comes. Enabling
// (an endpoint Colmeia disabled after its failures, say) clears its health: the next attempt is now.
// `by` is recorded as webhook_endpoint.update (before and after) in the same commit.
export async function updateWebhookEndpoint({
  companyId,
  endpointId,
  input,
  by,
}: {
  companyId: number;
  endpointId: number;
  input: UpdateWebhookEndpointInput;
  by: AuditBy;
}) {
  if (input.url !== undefined) await assertPublicUrl(input.url, "url");
  return prisma.$transaction(async (tx) => {
    const current = await tx.webhookEndpoint.findFirst({ where: { id: endpointId, companyId } });
    if (!current) throw notFound("webhook_endpoint");
    const row = await tx.webhookEndpoint.update({
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
    const after = toWebhookEndpoint(row);
    await recordAudit(tx, {
      companyId,
      ...by,
      action: "webhook_endpoint.update",
      objectType: "webhook_endpoint",
      objectId: endpointId,
      before: toWebhookEndpoint(current),
      after,
    });
    return after;
  });
}
