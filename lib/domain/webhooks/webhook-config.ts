import "server-only";

import { settings } from "@/lib/platform/env";

// Worker settings from the environment (all optional). The defaults give 15 attempts whose
// backoff (16 s doubling, see retry-delay.ts) spans about three days.
export type WebhookConfig = {
  pollMs: number;
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  concurrency: number;
  // how long a claimed attempt stays reserved for the worker that claimed it
  leaseMs: number;
  // an endpoint failing for this long without a success is disabled
  disableAfterMs: number;
};

export function webhookConfig(): WebhookConfig {
  const s = settings();
  return {
    pollMs: s.WEBHOOK_POLL_MS,
    timeoutMs: s.WEBHOOK_TIMEOUT_MS,
    retryBaseMs: s.WEBHOOK_RETRY_BASE_MS,
    maxAttempts: s.WEBHOOK_MAX_ATTEMPTS,
    concurrency: s.WEBHOOK_CONCURRENCY,
    // the request can take timeoutMs; the margin covers recording the outcome
    leaseMs: s.WEBHOOK_LEASE_MS ?? s.WEBHOOK_TIMEOUT_MS + 30_000,
    disableAfterMs: s.WEBHOOK_DISABLE_AFTER_HOURS * 3600_000,
  };
}
