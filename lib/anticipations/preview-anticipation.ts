import "server-only";

import type { Pricing } from "@/lib/acquirer/fees";
import { prisma } from "@/lib/db";
import { findRecipient } from "@/lib/lookups/find-recipient";

import { planAnticipation } from "./plan-anticipation";

/** GET /v1/anticipations/limits: what an anticipation would do now (nothing is written). */
export async function previewAnticipation({
  companyId,
  query,
}: {
  companyId: number;
  query: { recipientId?: number; amount?: number };
}) {
  const recipient = await findRecipient({ companyId, recipientId: query.recipientId });
  const company = await prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { pricing: true } });
  const { preview } = await planAnticipation(prisma, {
    recipient,
    pricing: company.pricing as Pricing | null,
    now: new Date(),
    amount: query.amount,
  });
  return preview;
}
