import "server-only";

import { companyPricing } from "@/lib/acquirer/company-pricing";
import { prisma } from "@/lib/db";
import { planAnticipation } from "@/lib/ledger/plan-anticipation";
import { findRecipient } from "@/lib/lookups/find-recipient";

/** GET /v1/anticipations/limits: what an anticipation would do now (nothing is written). */
export async function previewAnticipation({
  companyId,
  query,
}: {
  companyId: number;
  query: { recipientId?: number; amount?: number };
}) {
  const recipient = await findRecipient({ companyId, recipientId: query.recipientId });
  const pricing = await companyPricing(prisma, companyId);
  const { preview } = await planAnticipation(prisma, {
    recipient,
    pricing,
    now: new Date(),
    amount: query.amount,
  });
  return preview;
}
