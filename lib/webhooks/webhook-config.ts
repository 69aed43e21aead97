import { positiveEnv } from "@/lib/background/start-polling-loop";

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
};


export function webhookConfig(): WebhookConfig {
  const timeoutMs = positiveEnv("WEBHOOK_TIMEOUT_MS", 10_000);
  return {
    pollMs: positiveEnv("WEBHOOK_POLL_MS", 1000),
    timeoutMs,
    retryBaseMs: positiveEnv("WEBHOOK_RETRY_BASE_MS", 16_000),
    maxAttempts: positiveEnv("WEBHOOK_MAX_ATTEMPTS", 15),
    concurrency: positiveEnv("WEBHOOK_CONCURRENCY", 10),
    // the request can take timeoutMs; the margin covers recording the outcome
    leaseMs: positiveEnv("WEBHOOK_LEASE_MS", timeoutMs + 30_000),
  };
}
