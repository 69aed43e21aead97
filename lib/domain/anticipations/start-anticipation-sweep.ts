import "server-only";

import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { settings } from "@/lib/platform/env";

import { runAutomaticAnticipations } from "./run-automatic-anticipations";

// Automatic anticipation of this process: every ANTICIPATION_SWEEP_MS (default an hour).
export function startAnticipationSweep(pollMs = settings().ANTICIPATION_SWEEP_MS): PollingLoop {
  return startPollingLoop({
    name: "anticipation-sweep",
    pollMs,
    tick: () => runAutomaticAnticipations().then(() => pollMs),
  });
}
