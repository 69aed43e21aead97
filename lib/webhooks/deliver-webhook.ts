import "server-only";

import { prisma } from "@/lib/db";
import { env } from "@/lib/env";

import { buildEnvelope } from "./build-envelope";
import type { ClaimedDelivery } from "./claim-deliveries";
import { recordEndpointHealth } from "./endpoint-health";
import { type PostResult, postWebhook } from "./post-webhook";
import { retryDelayMs } from "./retry-delay";
import { signWebhook } from "./sign-webhook";
import type { WebhookConfig } from "./webhook-config";

export type DeliveryOutcome = "succeeded" | "retry" | "failed" | "superseded" | "gone";

type Attempt = { headers: Record<string, string>; body: string; result: PostResult };

// One attempt of a claimed delivery: sign, POST (outside any database transaction), then write
// the attempt log and the delivery's new state together. 2xx = succeeded; anything else is retried
// with backoff until maxAttempts; an address refused by the SSRF rule fails at once.
export async function deliverWebhook(claim: ClaimedDelivery, config: WebhookConfig): Promise<DeliveryOutcome> {
  const d = await prisma.webhookDelivery.findUnique({
    where: { id: claim.id },
    include: { endpoint: true, event: { include: { company: { select: { webhookSecret: true } } } } },
  });
  if (!d) return "gone";
  const now = new Date();
  if (d.target === "endpoint" && !d.endpoint?.enabled) {
    const error = d.endpoint ? "not sent: the endpoint is disabled" : "not sent: the endpoint was deleted";
    return record(claim, config, {
      headers: {},
      body: "",
      result: { status: null, body: null, durationMs: 0, error, isBlocked: true },
    });
  }
  const secrets = d.endpoint
    ? [
        d.endpoint.secret,
        ...(d.endpoint.previousSecret && d.endpoint.previousSecretExpiresAt && d.endpoint.previousSecretExpiresAt > now
          ? [d.endpoint.previousSecret]
          : []),
      ]
    : [d.event.company.webhookSecret];
  const body = JSON.stringify(buildEnvelope(d.event, d.url));
  // the same webhook-id on every attempt and target of one event: receivers deduplicate by it
  const headers = signWebhook({ msgId: String(d.eventId), body, secrets, timestamp: now });
  const result = await postWebhook({
    url: d.url,
    headers,
    body,
    // an endpoint known to be slow gets a shorter wait (docs/webhooks.md, "Slow and failing endpoints")
    timeoutMs: claim.isSlow ? slowTimeoutMs(config) : config.timeoutMs,
    allowPrivate: env.allowPrivateNetworks,
  });
  const outcome = await record(claim, config, { headers, body, result });
  if (d.endpointId && outcome !== "superseded")
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
  const [, updated] = await prisma.$transaction([
    prisma.webhookAttempt.create({
      data: {
        deliveryId: claim.id,
        requestHeaders: headers,
        requestBody: body,
        responseStatus: result.status,
        responseBody: result.body,
        durationMs: result.durationMs,
        error: result.error,
      },
    }),
    // fenced by the lease: if it ran out and another worker took the delivery over, that worker's
    // outcome stands (this attempt is still logged: it was sent)
    prisma.webhookDelivery.updateMany({
      where: { id: claim.id, status: "pending", nextAttemptAt: claim.leaseUntil },
      data: { status, attemptCount, nextAttemptAt, lastStatusCode: result.status, claimedUntil: null },
    }),
  ]);
  if (updated.count === 0) return "superseded";
  return status === "pending" ? "retry" : status;
}
