import "server-only";

import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { settings } from "@/lib/platform/env";

import { sendUnsentTransfers } from "./send-transfer";

// The payout loop of this process: every PAYOUT_RESEND_MS (default 30 s), send again to the payout
// rail the transfers it has not taken (the provider was down when they were created). Safe on
// several instances: the transfer's id is the provider's idempotency key (send-transfer.ts).
export function startPayoutDispatcher(pollMs = settings().PAYOUT_RESEND_MS): PollingLoop {
  return startPollingLoop({ name: "payout-dispatcher", pollMs, tick: () => sendUnsentTransfers().then(() => pollMs) });
}
