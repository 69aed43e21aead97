import { logError } from "@/lib/api/log";
import { claimDeliveries } from "./claim-deliveries";
import { deliverWebhook } from "./deliver-webhook";
import { fanOutEvents } from "./fan-out-events";
import { webhookConfig, type WebhookConfig } from "./webhook-config";

export type WebhookWorker = { stop(): Promise<void> };

// Next can load this module more than once (one copy per bundle): the worker lives on globalThis.
const g = globalThis as unknown as { __colmeiaWebhookWorker?: WebhookWorker };
const FAN_OUT_BATCH = 100;

// The delivery loop of this process: every pollMs it fans out new events and claims as many due
// deliveries as it has free slots (up to `concurrency` requests in flight), without waiting for
// slow receivers before claiming for the others. Safe to run in several processes on one
// PostgreSQL database (see claim-deliveries.ts).
export function startWebhookWorker(config: WebhookConfig = webhookConfig()): WebhookWorker {
  if (g.__colmeiaWebhookWorker) return g.__colmeiaWebhookWorker;
  const inFlight = new Set<Promise<unknown>>();
  let isRunning = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  async function tick(): Promise<number> {
    const fanOut = await fanOutEvents({ limit: FAN_OUT_BATCH });
    const free = config.concurrency - inFlight.size;
    const claimed = await claimDeliveries({ limit: free, leaseMs: config.leaseMs });
    for (const c of claimed) {
      const p: Promise<unknown> = deliverWebhook(c, config)
        .catch((e) => logError(`webhook-delivery-${c.id}`, e))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    // a full batch means more may be waiting: go again without sleeping
    return fanOut.events === FAN_OUT_BATCH || (free > 0 && claimed.length === free) ? 0 : config.pollMs;
  }

  function schedule(delay: number) {
    if (!isRunning) return;
    timer = setTimeout(() => {
      current = tick()
        .catch((e) => {
          logError("webhook-worker", e);
          return config.pollMs * 5;
        })
        .then(schedule);
    }, delay);
    timer.unref();
  }

  schedule(config.pollMs);
  const worker: WebhookWorker = {
    async stop() {
      isRunning = false;
      clearTimeout(timer);
      await current;
      await Promise.allSettled([...inFlight]);
      g.__colmeiaWebhookWorker = undefined;
    },
  };
  g.__colmeiaWebhookWorker = worker;
  return worker;
}
