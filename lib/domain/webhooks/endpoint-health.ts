import "server-only";

import { recordAudit } from "@/lib/domain/audit/record-audit";
import { recordEvents } from "@/lib/domain/events/record-event";
import { prisma } from "@/lib/platform/db";
import { runSql, sql } from "@/lib/platform/sql";

import type { PostResult } from "./post-webhook";
import { retryDelayMs } from "./retry-delay";
import { toWebhookEndpoint } from "./serialize-webhook-endpoint";
import type { WebhookConfig } from "./webhook-config";

// The longest an endpoint's own backoff lasts: it is probed at least this often while failing.
const MAX_ENDPOINT_BACKOFF_MS = 3600_000;

/** An answer slower than half the timeout, or none in time. */
export const isSlowAnswer = (result: PostResult, config: WebhookConfig): boolean =>
  result.durationMs > config.timeoutMs / 2 || (result.error?.startsWith("timeout") ?? false);

/**
 * After an attempt to one of a company's endpoints (docs/webhooks.md, "Slow and failing
 * endpoints"): a success clears its run of failures; a failure extends it and pushes the endpoint's
 * own backoff, which every pending delivery to it waits out (so a dead receiver gets one probe, not
 * one request per delivery). An answer slower than half the timeout (or none) marks it slow; a fast
 * success clears that. An endpoint failing for `disableAfterMs` without one success is disabled,
 * with a `webhook_endpoint.disabled` event and an audit entry.
 */
export async function recordEndpointHealth(
  endpointId: number,
  result: PostResult,
  config: WebhookConfig,
  isSuccess: boolean,
): Promise<void> {
  const isSlow = isSlowAnswer(result, config);
  if (isSuccess) {
    await runSql(sql`UPDATE "WebhookEndpoint" SET "consecutiveFailures" = 0, "failingSince" = NULL,
      "backoffUntil" = NULL, "isSlow" = ${isSlow}
      WHERE "id" = ${endpointId} AND ("consecutiveFailures" > 0 OR "isSlow" <> ${isSlow})`);
    return;
  }
  const [row] = await runSql(
    sql<{ consecutiveFailures: number; isDue: boolean }>`
    UPDATE "WebhookEndpoint" SET "consecutiveFailures" = "consecutiveFailures" + 1,
      "failingSince" = COALESCE("failingSince", (now() AT TIME ZONE 'UTC')),
      "isSlow" = "isSlow" OR ${isSlow}
    WHERE "id" = ${endpointId}
    RETURNING "consecutiveFailures", "enabled" AND "failingSince" <= (now() AT TIME ZONE 'UTC')
      - ${config.disableAfterMs}::bigint * interval '1 millisecond' AS "isDue"`,
  );
  if (!row) return;
  const backoffMs = Math.min(retryDelayMs(row.consecutiveFailures, config.retryBaseMs), MAX_ENDPOINT_BACKOFF_MS);
  await runSql(sql`UPDATE "WebhookEndpoint"
    SET "backoffUntil" = (now() AT TIME ZONE 'UTC') + ${backoffMs}::int * interval '1 millisecond'
    WHERE "id" = ${endpointId} AND "consecutiveFailures" = ${row.consecutiveFailures}`);
  if (row.isDue) await disableFailingEndpoint(endpointId);
}

async function disableFailingEndpoint(endpointId: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // once: the first worker to get here disables it, the others find it disabled
    const { count } = await tx.webhookEndpoint.updateMany({
      where: { id: endpointId, enabled: true },
      data: { enabled: false, disabledAt: new Date(), disabledReason: "failing" },
    });
    if (count === 0) return;
    const row = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } });
    await recordEvents(tx, [
      {
        companyId: row.companyId,
        type: "webhook_endpoint.disabled",
        objectType: "webhook_endpoint",
        objectId: row.id,
        data: toWebhookEndpoint(row),
      },
    ]);
    await recordAudit(tx, {
      companyId: row.companyId,
      actor: { kind: "system" },
      action: "webhook_endpoint.disable",
      objectType: "webhook_endpoint",
      objectId: row.id,
      before: { enabled: true },
      after: { enabled: false, reason: "failing", failingSince: row.failingSince?.toISOString() },
    });
  });
}
