import "server-only";

import type { Event as EventRow } from "@/generated/prisma/client";
import type { Event } from "@/lib/schemas/webhooks";

// The public Event: what happened to which object, with the object as it was then.
export function toEvent(e: EventRow): Event {
  return {
    id: e.id,
    type: e.type,
    objectType: e.objectType as Event["objectType"],
    objectId: e.objectId,
    data: e.data as Record<string, unknown>,
    createdAt: e.createdAt.toISOString(),
    fannedOutAt: e.fannedOutAt?.toISOString() ?? null,
  };
}
