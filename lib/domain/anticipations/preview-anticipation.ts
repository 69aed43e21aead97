import "server-only";

import { planAnticipation } from "@/lib/domain/ledger/plan-anticipation";
import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { prisma } from "@/lib/platform/db";

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
