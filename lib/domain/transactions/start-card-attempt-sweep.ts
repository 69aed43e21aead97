import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";

import { CARD_ATTEMPT_GRACE_MS, settleCardAttempts } from "./settle-card-attempts";

/** The card sweep of this process: every minute, settles the card sales whose request never finished. */
export function startCardAttemptSweep(pollMs = 60_000): PollingLoop {
  return startPollingLoop({
    name: "card-attempts",
    pollMs,
    firstDelayMs: Math.min(pollMs, CARD_ATTEMPT_GRACE_MS),
    tick: async () => {
      const settled = await settleCardAttempts();
      // a full round: more may be waiting
      return settled >= 50 ? 0 : pollMs;
    },
  });
}
