import { claimDeliveries } from "./claim-deliveries";
import { deliverWebhook, type DeliveryOutcome } from "./deliver-webhook";
import { fanOutEvents } from "./fan-out-events";
import { type WebhookConfig, webhookConfig } from "./webhook-config";

// One pass of the worker, awaited whole: fan out new events, claim what is due, attempt it.
// All state lives in the database, so a pass can stop anywhere (crash, restart) and the next
// pass, in this process or another, carries on.
export async function runWebhookTick(config: WebhookConfig = webhookConfig(), limit = config.concurrency) {
  const fanOut = await fanOutEvents();
  const claimed = await claimDeliveries({ limit, leaseMs: config.leaseMs });
  const outcomes = await Promise.all(
    claimed.map(async (c) => ({ id: c.id, outcome: (await deliverWebhook(c, config)) as DeliveryOutcome })),
  );
  return { fanOut, outcomes };
}
