import "server-only";

import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { settings } from "@/lib/platform/env";

import { runAutomaticTransfers } from "./run-automatic-transfers";

// Automatic transfers of this process: every AUTOMATIC_TRANSFERS_SWEEP_MS (default 10 minutes) it
// sends the ones due today; safe on several instances (each day is claimed once per recipient).
export function startAutomaticTransfers(pollMs = settings().AUTOMATIC_TRANSFERS_SWEEP_MS): PollingLoop {
  return startPollingLoop({
    name: "automatic-transfers",
    pollMs,
    tick: () => runAutomaticTransfers().then(() => pollMs),
  });
}
