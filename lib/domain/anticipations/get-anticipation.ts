import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { toAnticipation, withPayables } from "./serialize-anticipation";

/** GET /v1/anticipations/{id} */
export async function getAnticipation({ companyId, anticipationId }: { companyId: number; anticipationId: number }) {
  const row = await prisma.anticipation.findFirst({ where: { id: anticipationId, companyId }, include: withPayables });
  if (!row) throw notFound("anticipation");
  return toAnticipation(row);
}
