import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { toEvent } from "./serialize-event";

// GET /v1/events/{id}
export async function getEvent({ companyId, eventId }: { companyId: number; eventId: number }) {
  const row = await prisma.event.findFirst({ where: { id: eventId, companyId } });
  if (!row) throw notFound("event");
  return toEvent(row);
}
