import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import type { WebhookEndpointWithSecret } from "@/lib/schemas/webhooks";

import { generateWebhookSecret } from "./generate-webhook-secret";
import { toWebhookEndpoint } from "./serialize-webhook-endpoint";

// POST /v1/webhook-endpoints/{id}/rotate-secret: a new secret, shown once. The old one keeps
// signing beside it for previousSecretExpiresIn seconds, so a receiver can switch without a gap.
// `by` is recorded as webhook_endpoint.rotate_secret (the new prefix, never a secret) in the same commit.
export async function rotateWebhookSecret({
  companyId,
  endpointId,
  previousSecretExpiresIn,
  by,
}: {
  companyId: number;
  endpointId: number;
  previousSecretExpiresIn: number;
  by: AuditBy;
}): Promise<WebhookEndpointWithSecret> {
  return prisma.$transaction(async (tx) => {
    const [current] = await runSqlIn(
      tx,
      sql<{ id: number; secret: string }>`
      SELECT "id", "secret" FROM "WebhookEndpoint" WHERE "id" = ${endpointId} AND "companyId" = ${companyId} FOR UPDATE`,
    );
    if (!current) throw notFound("webhook_endpoint");
    const keepsOld = previousSecretExpiresIn > 0;
    const row = await tx.webhookEndpoint.update({
      where: { id: current.id },
      data: {
        secret: generateWebhookSecret(),
        previousSecret: keepsOld ? current.secret : null,
        previousSecretExpiresAt: keepsOld ? new Date(Date.now() + previousSecretExpiresIn * 1000) : null,
      },
    });
    const endpoint = toWebhookEndpoint(row);
    await recordAudit(tx, {
      companyId,
      ...by,
      action: "webhook_endpoint.rotate_secret",
      objectType: "webhook_endpoint",
      objectId: endpointId,
      after: {
        secretPrefix: endpoint.secretPrefix,
        previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
      },
    });
    return { ...endpoint, secret: row.secret };
  });
}
