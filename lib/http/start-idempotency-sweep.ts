import "server-only";

import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { settings } from "@/lib/platform/env";

import { purgeExpiredIdempotencyKeys } from "./idempotency";

// Idempotency keys past their 24 h retention are deleted every IDEMPOTENCY_SWEEP_MS (10 min by
// default). Correctness does not depend on it (an expired key is taken over when claimed again);
// it keeps the table the size of one day of keyed requests. Safe on several processes.
export function startIdempotencySweep(pollMs = settings().IDEMPOTENCY_SWEEP_MS): PollingLoop {
  return startPollingLoop({
    name: "idempotency-sweep",
    pollMs,
    tick: () => purgeExpiredIdempotencyKeys().then(() => pollMs),
  });
}
