import "server-only";

import type { Tx } from "@/lib/platform/db";
import type { WebhookEventType } from "@/lib/schemas/event-catalogue";
import type { webhookObjectTypes } from "@/lib/schemas/webhooks";

export type EventInput = {
  companyId: number;
  // only a type of the catalogue (lib/schemas/event-catalogue.ts) compiles
  type: WebhookEventType;
  objectType: (typeof webhookObjectTypes)[number];
  objectId: number;
  data: object;
};

// Outbox: called inside the database transaction that makes the change, so an event exists
// if and only if the change committed. Delivery to endpoints and postbackUrls happens later.
export async function recordEvents(tx: Tx, events: EventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.event.createMany({ data: events.map((e) => ({ ...e, data: e.data as never })) });
}
