import "server-only";

import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { settings } from "@/lib/platform/env";

import { loseOverdueDisputes } from "./lose-overdue-disputes";

// The dispute deadline of this process: every DISPUTE_SWEEP_MS (default a minute) the disputes left
// unanswered past their deadline are lost (lose-overdue-disputes.ts); safe on several instances.
export function startDisputeSweep(pollMs = settings().DISPUTE_SWEEP_MS): PollingLoop {
  return startPollingLoop({ name: "dispute-sweep", pollMs, tick: () => loseOverdueDisputes().then(() => pollMs) });
}
