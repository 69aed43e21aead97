import "server-only";

import type { Tx } from "@/lib/db";

export type EventInput = {
  companyId: number;
  type: string;
  objectType: "transaction" | "transfer" | "payout_destination" | "webhook_endpoint";
  objectId: number;
  data: object;
};

// Outbox: called inside the database transaction that makes the change, so an event exists
// if and only if the change committed. Delivery to endpoints and postbackUrls happens later.
export async function recordEvents(tx: Tx, events: EventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.event.createMany({ data: events.map((e) => ({ ...e, data: e.data as never })) });
}
