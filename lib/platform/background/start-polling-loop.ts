import "server-only";

import { logError } from "@/lib/platform/log";
import { observeLoop, observeLoopInterval } from "@/lib/platform/metrics";

export type PollingLoop = {
  stop(): Promise<void>;
  /** Run the tick now (or right after the running one) instead of waiting out the interval. */
  wake(): void;
};

/**
 * How soon an outbox pass looks again for rows another pass held locked: SKIP LOCKED passed over
 * them, and the notification that woke it will not come again (the webhook and e-mail fan-outs
 * mark the same events, woken at the same moment).
 */
export const LOCKED_ROWS_RETRY_MS = 250;

/**
 * How long an outbox pass sleeps: not at all after a full batch (more is waiting), briefly when it
 * left rows it did not take (LOCKED_ROWS_RETRY_MS), else until the poll.
 */
export const outboxSleepMs = ({
  isFull,
  isAnyLeft,
  pollMs,
}: {
  isFull: boolean;
  isAnyLeft: boolean;
  pollMs: number;
}) => (isFull ? 0 : isAnyLeft ? Math.min(pollMs, LOCKED_ROWS_RETRY_MS) : pollMs);

// Next can load a module more than once (one copy per bundle): each loop lives on globalThis, by name.
const g = globalThis as unknown as { __colmeiaLoops?: Map<string, PollingLoop> };
const loops = (g.__colmeiaLoops ??= new Map());

/**
 * A background loop of this process (webhook deliveries, expiry of due charges): `tick` runs, then
 * again after the delay it returns (0 when a full batch says more is waiting); a failed tick is
 * logged and retried after five intervals. `wake` cuts a wait short: work arrived (a database
 * notification, a free slot), so polling is only the fallback. One loop per name per process;
 * `stop` waits for the running tick and then for `drain` (work the tick started and did not wait for).
 */
export function startPollingLoop({
  name,
  pollMs,
  tick,
  drain,
  firstDelayMs = pollMs,
}: {
  name: string;
  pollMs: number;
  tick: () => Promise<number>;
  drain?: () => Promise<unknown>;
  firstDelayMs?: number;
}): PollingLoop {
  const running = loops.get(name);
  if (running) return running;
  let isRunning = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let isTicking = false;
  // woken while a tick ran: it may have missed the work, so the next tick comes at once
  let isWokenDuringTick = false;

  function schedule(delay: number) {
    if (!isRunning) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      isTicking = true;
      isWokenDuringTick = false;
      current = tick()
        .then((next) => {
          observeLoop(name, true);
          return next;
        })
        .catch((e) => {
          logError(name, e);
          observeLoop(name, false);
          return pollMs * 5;
        })
        .then((next) => {
          isTicking = false;
          schedule(isWokenDuringTick ? 0 : next);
        });
    }, delay);
    timer.unref();
  }

  observeLoopInterval(name, pollMs);
  schedule(firstDelayMs);
  const loop: PollingLoop = {
    wake() {
      if (!isRunning) return;
      if (isTicking) isWokenDuringTick = true;
      else schedule(0);
    },
    async stop() {
      isRunning = false;
      clearTimeout(timer);
      await current;
      await drain?.();
      loops.delete(name);
    },
  };
  loops.set(name, loop);
  return loop;
}
