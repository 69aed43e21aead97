import { logError } from "@/lib/api/log";
import { expireDueCharges } from "./expire-due-charges";

export type ExpiryWorker = { stop(): Promise<void> };

// Next can load this module more than once (one copy per bundle): the worker lives on globalThis.
const g = globalThis as unknown as { __colmeiaExpiryWorker?: ExpiryWorker };

/** How often this process sweeps for due charges: EXPIRY_POLL_MS, default 15 s. */
export function expiryPollMs(): number {
  const n = Number(process.env.EXPIRY_POLL_MS);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 15_000;
}

// The expiry loop of this process: every pollMs, cancel the Pix and boletos that are due
// (expire-due-charges.ts). Safe on several processes sharing one PostgreSQL database: rows are
// claimed with FOR UPDATE SKIP LOCKED. The hosted checkout does not wait for it: it shows a charge
// past its deadline as expired on its own (lib/checkout/get-checkout.ts).
export function startExpiryWorker(pollMs = expiryPollMs()): ExpiryWorker {
  if (g.__colmeiaExpiryWorker) return g.__colmeiaExpiryWorker;
  let isRunning = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  function schedule(delay: number) {
    if (!isRunning) return;
    timer = setTimeout(() => {
      current = expireDueCharges()
        .then(() => pollMs, (e) => {
          logError("expiry-worker", e);
          return pollMs * 5;
        })
        .then(schedule);
    }, delay);
    timer.unref();
  }

  schedule(pollMs);
  const worker: ExpiryWorker = {
    async stop() {
      isRunning = false;
      clearTimeout(timer);
      await current;
      g.__colmeiaExpiryWorker = undefined;
    },
  };
  g.__colmeiaExpiryWorker = worker;
  return worker;
}
