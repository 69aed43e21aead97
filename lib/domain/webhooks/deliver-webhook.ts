import "server-only";

import { env } from "@/lib/platform/env";
import { jsonDate, runSql, sql } from "@/lib/platform/sql";

import { buildEnvelope } from "./build-envelope";
import type { ClaimedDelivery } from "./claim-deliveries";
import { isSlowAnswer, recordEndpointHealth } from "./endpoint-health";
import { type PostResult, postWebhook } from "./post-webhook";
import { retryDelayMs } from "./retry-delay";
import { signWebhook } from "./sign-webhook";
import type { WebhookConfig } from "./webhook-config";

export type DeliveryOutcome = "succeeded" | "retry" | "failed" | "superseded" | "gone";

type Attempt = { headers: Record<string, string>; body: string; result: PostResult };

/** What one attempt needs: the delivery, its endpoint (if any), its event and the company's postback secret. */
export type LoadedDelivery = {
  id: number;
  url: string;
  target: "endpoint" | "postback";
  endpointId: number | null;
  endpointEnabled: boolean | null;
  secret: string | null;
  previousSecret: string | null;
  consecutiveFailures: number | null;
  isSlow: boolean | null;
  eventId: number;
  type: string;
  objectType: string;
  objectId: number;
  eventCreatedAt: string;
  data: unknown;
  webhookSecret: string;
};

/** The claimed deliveries with everything their attempts need, in one statement (not one per delivery). */
export async function loadDeliveries(ids: number[]): Promise<Map<number, LoadedDelivery>> {
  if (ids.length === 0) return new Map();
  const rows = await runSql(
    sql<LoadedDelivery>`
    SELECT d."id", d."url", d."target"::text AS "target", d."endpointId",
      e."enabled" AS "endpointEnabled", e."secret",
      CASE WHEN e."previousSecretExpiresAt" > (now() AT TIME ZONE 'UTC') THEN e."previousSecret" END AS "previousSecret",
      e."consecutiveFailures", e."isSlow",
      ev."id" AS "eventId", ev."type", ev."objectType", ev."objectId",
      to_char(ev."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "eventCreatedAt", ev."data",
      c."webhookSecret"
    FROM "WebhookDelivery" d
    JOIN "Event" ev ON ev."id" = d."eventId"
    JOIN "Company" c ON c."id" = ev."companyId"
    LEFT JOIN "WebhookEndpoint" e ON e."id" = d."endpointId"
    WHERE d."id" = ANY(${ids}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

// One attempt of a claimed delivery: sign, POST (outside any database transaction), then write
// the attempt log and the delivery's new state in one statement. 2xx = succeeded; anything else is
// retried with backoff until maxAttempts; an address refused by the SSRF rule fails at once.
// `loaded`: the delivery as the tick loaded it with the others (undefined: load it now).
export async function deliverWebhook(
  claim: ClaimedDelivery,
  config: WebhookConfig,
  loaded?: LoadedDelivery | null,
): Promise<DeliveryOutcome> {
  const d = loaded === undefined ? (await loadDeliveries([claim.id])).get(claim.id) : loaded;
  if (!d) return "gone";
  const now = new Date();
  if (d.target === "endpoint" && !d.endpointEnabled) {
    const error = d.endpointId ? "not sent: the endpoint is disabled" : "not sent: the endpoint was deleted";
    return record(claim, config, {
      headers: {},
      body: "",
      result: { status: null, body: null, durationMs: 0, error, isBlocked: true },
    });
  }
  const secrets = d.endpointId ? [d.secret!, ...(d.previousSecret ? [d.previousSecret] : [])] : [d.webhookSecret];
  const body = JSON.stringify(
    buildEnvelope(
      {
        id: d.eventId,
        type: d.type,
        objectType: d.objectType,
        objectId: d.objectId,
        createdAt: jsonDate(d.eventCreatedAt),
        data: d.data as never,
      },
      d.url,
    ),
  );
  // the same webhook-id on every attempt and target of one event: receivers deduplicate by it
  const headers = signWebhook({ msgId: String(d.eventId), body, secrets, timestamp: now });
  const result = await postWebhook({
    url: d.url,
    headers,
    body,
    // an endpoint known to be slow gets a shorter wait (docs/webhooks.md, "Fair share, slow and failing endpoints")
    timeoutMs: claim.isSlow ? slowTimeoutMs(config) : config.timeoutMs,
    allowPrivate: env.allowPrivateNetworks,
  });
  const outcome = await record(claim, config, { headers, body, result });
  // a healthy endpoint answering as before changes nothing: no write
  const isUnchanged = outcome === "succeeded" && !d.consecutiveFailures && d.isSlow === isSlowAnswer(result, config);
  if (d.endpointId && outcome !== "superseded" && !isUnchanged)
    await recordEndpointHealth(d.endpointId, result, config, outcome === "succeeded");
  return outcome;
}

/** The timeout of an endpoint known to be slow: a quarter of WEBHOOK_TIMEOUT_MS, at least 1 s. */
export const slowTimeoutMs = (config: WebhookConfig) =>
  Math.min(config.timeoutMs, Math.max(1000, Math.round(config.timeoutMs / 4)));

async function record(
  claim: ClaimedDelivery,
  config: WebhookConfig,
  { headers, body, result }: Attempt,
): Promise<DeliveryOutcome> {
  const attemptCount = claim.attemptCount + 1;
  const isSuccess = result.status !== null && result.status >= 200 && result.status < 300;
  const isFinal = isSuccess || result.isBlocked || attemptCount >= config.maxAttempts;
  const status = isSuccess ? "succeeded" : isFinal ? "failed" : "pending";
  const nextAttemptAt = isFinal ? new Date() : new Date(Date.now() + retryDelayMs(attemptCount, config.retryBaseMs));
  // The attempt is logged whatever happens (it was sent); the delivery's state is fenced by the
  // lease: if it ran out and another worker took the delivery over, that worker's outcome stands.
  const rows = await runSql(
    sql<{ id: number }>`
    WITH attempt AS (
      INSERT INTO "WebhookAttempt" ("deliveryId", "requestHeaders", "requestBody", "responseStatus",
        "responseBody", "durationMs", "error", "createdAt")
      VALUES (${claim.id}, ${JSON.stringify(headers)}::jsonb, ${body}, ${result.status}::int, ${result.body},
        ${result.durationMs}::int, ${result.error}, ${new Date()}::timestamp)
    )
    UPDATE "WebhookDelivery"
    SET "status" = ${status}::"WebhookDeliveryStatus", "attemptCount" = ${attemptCount}::int,
      "nextAttemptAt" = ${nextAttemptAt}::timestamp, "lastStatusCode" = ${result.status}::int,
      "claimedUntil" = NULL, "updatedAt" = ${new Date()}::timestamp
    WHERE "id" = ${claim.id} AND "status" = 'pending' AND "nextAttemptAt" = ${claim.leaseUntil}::timestamp
    RETURNING "id"`,
  );
  if (rows.length === 0) return "superseded";
  return status === "pending" ? "retry" : status;
}
