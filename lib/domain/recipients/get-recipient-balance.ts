import "server-only";

import { balanceOf, debtOf } from "@/lib/domain/ledger/balance";
import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { prisma } from "@/lib/platform/db";

// GET /v1/balance: the named recipient's balance, or the company's own.
export async function getRecipientBalance({ companyId, recipientId }: { companyId: number; recipientId?: number }) {
  const recipient = await findRecipient({ companyId, recipientId });
  const balance = await balanceOf(prisma, recipient.id);
  return { ...balance, debt: debtOf(balance) };
}
