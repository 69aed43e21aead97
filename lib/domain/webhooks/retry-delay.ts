import "server-only";

// Longest single wait, whatever WEBHOOK_MAX_ATTEMPTS says.
const MAX_DELAY_MS = 48 * 3600 * 1000;

// Wait before the next attempt after `failedAttempts` failures: base · 2^(n-1), with ±25 % jitter
// so receivers that come back up are not hit by every retry at the same instant.
export function retryDelayMs(failedAttempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
  return Math.round(exponential * (0.75 + random() * 0.5));
}
