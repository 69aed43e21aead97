import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { settings } from "@/lib/platform/env";

import { voidStaleAuthorizations } from "./capture-transaction";
import { retryCardRefunds } from "./send-card-refund";
import { CARD_ATTEMPT_GRACE_MS, settleCardAttempts } from "./settle-card-attempts";

/**
 * The card sweep of this process: every minute, settles the card sales whose request never
 * finished, sends again the card refunds the acquirer has not done yet, and voids authorizations
 * nobody captured within CARD_AUTH_CAPTURE_DAYS.
 */
export function startCardAttemptSweep(pollMs = 60_000): PollingLoop {
  return startPollingLoop({
    name: "card-attempts",
    pollMs,
    firstDelayMs: Math.min(pollMs, CARD_ATTEMPT_GRACE_MS),
    tick: async () => {
      const settled = await settleCardAttempts();
      const refunds = await retryCardRefunds();
      await voidStaleAuthorizations({ days: settings().CARD_AUTH_CAPTURE_DAYS });
      // a full round: more may be waiting
      return settled >= 50 || refunds >= 50 ? 0 : pollMs;
    },
  });
}
