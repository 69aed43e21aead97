import "server-only";

import { outboxSleepMs, type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { listen } from "@/lib/platform/db-listen";
import { logError } from "@/lib/platform/log";

import { claimDeliveries } from "./claim-deliveries";
import { deliverWebhook, type DeliveryOutcome, loadDeliveries } from "./deliver-webhook";
import { fanOutEvents } from "./fan-out-events";
import { type WebhookConfig, webhookConfig } from "./webhook-config";

export type WebhookWorker = PollingLoop;

const FAN_OUT_BATCH = 100;

/** A delivery a tick started, and its outcome once the request is done (undefined if it threw). */
export type StartedDelivery = { id: number; outcome: Promise<DeliveryOutcome | undefined> };

// One pass of the worker: fan out new events, then claim as many due deliveries as there are free
// slots (up to `concurrency` requests in `inFlight`) and start them, without waiting for slow
// receivers. Answers what it started, whether the claim filled every free slot (a backlog may be
// waiting) and how long to sleep before the next pass (0 when a full batch means more may be
// waiting). All state lives in the database, so a pass can stop anywhere (crash, restart) and the
// next pass, in this process or another, carries on. `onSettled` runs as each delivery ends.
export async function webhookTick(
  config: WebhookConfig,
  inFlight: Set<Promise<unknown>>,
  onSettled: () => void = () => undefined,
): Promise<{ started: StartedDelivery[]; isBacklogged: boolean; sleepMs: number }> {
  const fanOut = await fanOutEvents({ limit: FAN_OUT_BATCH });
  const free = config.concurrency - inFlight.size;
  const claimed = await claimDeliveries({ limit: free, leaseMs: config.leaseMs, concurrency: config.concurrency });
  const loaded = await loadDeliveries(claimed.map((c) => c.id));
  const started = claimed.map((c) => {
    const outcome = deliverWebhook(c, config, loaded.get(c.id) ?? null).catch((e) => {
      logError(`webhook-delivery-${c.id}`, e);
      return undefined;
    });
    const p: Promise<unknown> = outcome.finally(() => {
      inFlight.delete(p);
      onSettled();
    });
    inFlight.add(p);
    return { id: c.id, outcome };
  });
  // attempts running (this pass's or earlier ones): more may be due behind them (a full claim, or
  // the fair shares holding some back until an attempt of the same endpoint or company ends), so a
  // freed slot looks again
  const isBacklogged = inFlight.size > 0;
  const full = fanOut.events === FAN_OUT_BATCH || (free > 0 && claimed.length === free);
  const sleepMs = outboxSleepMs({ isFull: full, isAnyLeft: fanOut.isAnyLeft, pollMs: config.pollMs });
  return { started, isBacklogged, sleepMs };
}

// The delivery loop of this process: a webhookTick when events are committed (the database's
// colmeia_outbox notification), when a slot frees while work may be waiting, and every pollMs as
// the fallback (and for retries coming due). Safe to run in several processes on one PostgreSQL
// database (see claim-deliveries.ts). Stopping waits for the requests in flight.
export function startWebhookWorker(config: WebhookConfig = webhookConfig()): WebhookWorker {
  const inFlight = new Set<Promise<unknown>>();
  // the last claim filled every free slot: more may be due, so a freed slot looks again
  let isBacklogged = false;
  // A backlog is claimed in batches: a pass after every few freed slots (or the last one), not one
  // claim (and its ranking of every due row) per finished request.
  const wakeBatch = Math.max(1, Math.floor(config.concurrency / 8));
  let settledSinceTick = 0;
  const onSettled = () => {
    settledSinceTick++;
    if (isBacklogged && (settledSinceTick >= wakeBatch || inFlight.size === 0)) loop.wake();
  };
  const unlisten = listen("colmeia_outbox", () => loop.wake()).catch((e) => {
    logError("webhook-worker-listen", e);
    return async () => undefined;
  });
  const loop = startPollingLoop({
    name: "webhook-worker",
    pollMs: config.pollMs,
    tick: async () => {
      settledSinceTick = 0;
      const pass = await webhookTick(config, inFlight, onSettled);
      isBacklogged = pass.isBacklogged;
      return pass.sleepMs;
    },
    drain: async () => {
      await (
        await unlisten
      )();
      await Promise.allSettled([...inFlight]);
    },
  });
  return loop;
}
