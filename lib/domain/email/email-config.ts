import "server-only";

import { settings } from "@/lib/platform/env";

export type EmailConfig = {
  // unset: messages are logged and listed, never sent
  smtpUrl: string | undefined;
  from: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  // messages in flight per instance
  concurrency: number;
  // how long a claimed message stays reserved for the worker that claimed it
  leaseMs: number;
  timeoutMs: number;
};

export function emailConfig(): EmailConfig {
  const s = settings();
  return {
    smtpUrl: s.SMTP_URL,
    from: s.MAIL_FROM,
    pollMs: s.EMAIL_POLL_MS,
    retryBaseMs: s.EMAIL_RETRY_BASE_MS,
    maxAttempts: s.EMAIL_MAX_ATTEMPTS,
    concurrency: 8,
    timeoutMs: 30_000,
    // one SMTP conversation is bounded by timeoutMs; the margin covers recording the outcome
    leaseMs: 60_000,
  };
}
