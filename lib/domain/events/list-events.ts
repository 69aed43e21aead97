import "server-only";

import type { z } from "zod";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import { pageWindow } from "@/lib/schemas/common";
import type { listEventsQuerySchema } from "@/lib/schemas/webhooks";

import { toEvent } from "./serialize-event";

// GET /v1/events: the company's events, newest first, by type (comma list), object type and id.
export async function listEvents({
  companyId,
  query,
}: {
  companyId: number;
  query: z.infer<typeof listEventsQuerySchema>;
}) {
  const where: Prisma.EventWhereInput = {
    companyId,
    ...(query.type && { type: { in: query.type } }),
    ...(query.objectType && { objectType: query.objectType }),
    ...(query.objectId && { objectId: query.objectId }),
  };
  const [rows, total] = await Promise.all([
    prisma.event.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.event.count({ where }),
  ]);
  return { data: rows.map(toEvent), total };
}
