import "server-only";

import { prisma } from "@/lib/db";
import { balanceOf, debtOf } from "@/lib/ledger/balance";
import { findRecipient } from "@/lib/lookups/find-recipient";

// GET /v1/balance: the named recipient's balance, or the company's own.
export async function getRecipientBalance({ companyId, recipientId }: { companyId: number; recipientId?: number }) {
  const recipient = await findRecipient({ companyId, recipientId });
  const balance = await balanceOf(prisma, recipient.id);
  return { ...balance, debt: debtOf(balance) };
}
