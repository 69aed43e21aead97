import { type PollingLoop, startPollingLoop } from "@/lib/background/start-polling-loop";
import { listen } from "@/lib/db-listen";
import { logError } from "@/lib/log";

import { claimDeliveries } from "./claim-deliveries";
import { deliverWebhook } from "./deliver-webhook";
import { fanOutEvents } from "./fan-out-events";
import { type WebhookConfig, webhookConfig } from "./webhook-config";

export type WebhookWorker = PollingLoop;

const FAN_OUT_BATCH = 100;

// The delivery loop of this process: it fans out new events and claims as many due deliveries as
// it has free slots (up to `concurrency` requests in flight), without waiting for slow receivers
// before claiming for the others. It runs when events are committed (the database's colmeia_outbox
// notification), when a slot frees while work may be waiting, and every pollMs as the fallback (and
// for retries coming due). Safe to run in several processes on one PostgreSQL database (see
// claim-deliveries.ts). Stopping waits for the requests in flight.
export function startWebhookWorker(config: WebhookConfig = webhookConfig()): WebhookWorker {
  const inFlight = new Set<Promise<unknown>>();
  // the last claim filled every free slot: more may be due, so a freed slot looks again
  let isBacklogged = false;

  async function tick(): Promise<number> {
    const fanOut = await fanOutEvents({ limit: FAN_OUT_BATCH });
    const free = config.concurrency - inFlight.size;
    const claimed = await claimDeliveries({ limit: free, leaseMs: config.leaseMs });
    isBacklogged = free <= 0 || claimed.length === free;
    for (const c of claimed) {
      const p: Promise<unknown> = deliverWebhook(c, config)
        .catch((e) => logError(`webhook-delivery-${c.id}`, e))
        .finally(() => {
          inFlight.delete(p);
          if (isBacklogged) loop.wake();
        });
      inFlight.add(p);
    }
    // a full batch of events means more may be waiting: go again without sleeping
    return fanOut.events === FAN_OUT_BATCH || (free > 0 && claimed.length === free) ? 0 : config.pollMs;
  }

  const unlisten = listen("colmeia_outbox", () => loop.wake()).catch((e) => {
    logError("webhook-worker-listen", e);
    return async () => undefined;
  });
  const loop = startPollingLoop({
    name: "webhook-worker",
    pollMs: config.pollMs,
    tick,
    drain: async () => {
      await (
        await unlisten
      )();
      await Promise.allSettled([...inFlight]);
    },
  });
  return loop;
}
