import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { disputeInclude, toDispute } from "./serialize-dispute";

/** GET /v1/disputes/{id}: one of the company's disputes (another company's is a 404). */
export async function getDispute({ companyId, disputeId }: { companyId: number; disputeId: number }) {
  const row = await prisma.dispute.findFirst({ where: { id: disputeId, companyId }, include: disputeInclude });
  if (!row) throw notFound("dispute");
  return toDispute(row);
}
