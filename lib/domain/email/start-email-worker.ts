import "server-only";

import { outboxSleepMs, type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { listen } from "@/lib/platform/db-listen";
import { logError } from "@/lib/platform/log";

import { claimEmails } from "./claim-emails";
import { type EmailConfig, emailConfig } from "./email-config";
import { fanOutEmailEvents } from "./fan-out-email-events";
import { queueBoletoReminders } from "./queue-boleto-reminders";
import { type EmailOutcome, sendEmail } from "./send-email";

const FAN_OUT_BATCH = 100;
// the boleto reminder sweep is a daily matter: a look every ten minutes per instance is plenty
const REMINDER_EVERY_MS = 10 * 60_000;
let lastReminderSweep = 0;

// One pass of the e-mail worker: new events become messages, then due messages are claimed and
// sent (up to `concurrency` at once), and the pass waits for them. All state lives in the database,
// so a pass can stop anywhere and the next one, here or in another instance, carries on.
export async function emailTick(config: EmailConfig): Promise<{ outcomes: EmailOutcome[]; sleepMs: number }> {
  const { events, isAnyLeft } = await fanOutEmailEvents({ limit: FAN_OUT_BATCH });
  if (Date.now() - lastReminderSweep >= REMINDER_EVERY_MS) {
    lastReminderSweep = Date.now();
    await queueBoletoReminders();
  }
  const claimed = await claimEmails({ limit: config.concurrency, leaseMs: config.leaseMs });
  const outcomes = await Promise.all(
    claimed.map((c) =>
      sendEmail(c, config).catch((e): EmailOutcome => {
        // the lease runs out and the message is tried again
        logError(`email-${c.id}`, e);
        return "retry";
      }),
    ),
  );
  const isFull = events === FAN_OUT_BATCH || claimed.length === config.concurrency;
  return {
    outcomes,
    sleepMs: outboxSleepMs({ isFull, isAnyLeft, pollMs: config.pollMs }),
  };
}

// The e-mail loop of this process: a tick when events are committed (the colmeia_outbox
// notification the webhook worker also listens to) and every pollMs (retries coming due, messages
// queued without an event). Safe on several instances (claim-emails.ts).
export function startEmailWorker(config: EmailConfig = emailConfig()): PollingLoop {
  const unlisten = listen("colmeia_outbox", () => loop.wake()).catch((e) => {
    logError("email-worker-listen", e);
    return async () => undefined;
  });
  const loop = startPollingLoop({
    name: "email-worker",
    pollMs: config.pollMs,
    tick: async () => (await emailTick(config)).sleepMs,
    drain: async () => (await unlisten)(),
  });
  return loop;
}
