import { logError } from "@/lib/log";

export type PollingLoop = { stop(): Promise<void> };

// Next can load a module more than once (one copy per bundle): each loop lives on globalThis, by name.
const g = globalThis as unknown as { __colmeiaLoops?: Map<string, PollingLoop> };
const loops = (g.__colmeiaLoops ??= new Map());

/**
 * A background loop of this process (webhook deliveries, expiry of due charges): `tick` runs, then
 * again after the delay it returns (0 when a full batch says more is waiting); a failed tick is
 * logged and retried after five intervals. One loop per name per process; `stop` waits for the
 * running tick and then for `drain` (work the tick started and did not wait for).
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

  function schedule(delay: number) {
    if (!isRunning) return;
    timer = setTimeout(() => {
      current = tick()
        .catch((e) => {
          logError(name, e);
          return pollMs * 5;
        })
        .then(schedule);
    }, delay);
    timer.unref();
  }

  schedule(firstDelayMs);
  const loop: PollingLoop = {
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
