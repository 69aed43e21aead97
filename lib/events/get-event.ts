import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";

import { toEvent } from "./serialize-event";

// GET /v1/events/{id}
export async function getEvent({ companyId, eventId }: { companyId: number; eventId: number }) {
  const row = await prisma.event.findFirst({ where: { id: eventId, companyId } });
  if (!row) throw notFound("event");
  return toEvent(row);
}
