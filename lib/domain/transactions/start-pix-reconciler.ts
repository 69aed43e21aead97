import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { env, pixWebhookSecret } from "@/lib/platform/env";
import { pixRail, pixWebhookUrl } from "@/lib/rails";

import { reconcilePix } from "./reconcile-pix";

// Windows overlap by this much: a Pix the PSP records with a time just before the previous run's
// end (clocks differ, or it was committed late) is still seen. Settling twice changes nothing.
const OVERLAP_MS = 5 * 60_000;

/**
 * The Pix loop of this process: registers Colmeia's webhook with the provider (PUT
 * /webhook/{chave}: PUBLIC_BASE_URL/api/rails/pix/{PIX_WEBHOOK_SECRET}) on its first run and after
 * any failure, then every PIX_RECONCILE_MS reconciles the window since its last run (the first run
 * looks back an hour). Safe on several instances: every settlement is idempotent.
 */
export function startPixReconciler(pollMs = env.pixReconcileMs): PollingLoop {
  let registered: string | undefined;
  let last = Date.now() - 60 * 60_000;
  return startPollingLoop({
    name: "pix-reconciler",
    pollMs,
    // soon after start, once the server (which serves the sandbox PSP) is listening
    firstDelayMs: Math.min(pollMs, 3000),
    tick: async () => {
      const url = pixWebhookUrl();
      if (registered !== url) {
        await pixRail()
          .registerWebhook(url)
          .catch((e: Error) => {
            // a PSP's problem may quote the URL back: the secret segment never reaches the log
            throw new Error(
              `registering the Pix webhook failed: ${e.message.replaceAll(pixWebhookSecret(), "REDACTED")}`,
            );
          });
        registered = url;
      }
      const to = new Date();
      await reconcilePix({ from: new Date(last - OVERLAP_MS), to });
      last = to.getTime();
      return pollMs;
    },
  });
}
