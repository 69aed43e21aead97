import "server-only";

import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { settings } from "@/lib/platform/env";

import { expireDueCharges } from "./expire-due-charges";

// The expiry loop of this process: every EXPIRY_POLL_MS (default 15 s), cancel the Pix and boletos
// that are due (expire-due-charges.ts). Safe on several processes sharing one PostgreSQL database:
// rows are claimed with FOR UPDATE SKIP LOCKED. The hosted checkout does not wait for it: it shows a
// charge past its deadline as expired on its own (lib/domain/checkout/get-checkout.ts).
export function startExpiryWorker(pollMs = settings().EXPIRY_POLL_MS): PollingLoop {
  return startPollingLoop({ name: "expiry-worker", pollMs, tick: () => expireDueCharges().then(() => pollMs) });
}
