import { prisma } from "@/lib/db";
import { balanceOf } from "@/lib/ledger/balance";
import { findRecipient } from "@/lib/lookups/find-recipient";

// GET /v1/balance: the named recipient's balance, or the company's own.
export async function getRecipientBalance({ companyId, recipientId }: { companyId: number; recipientId?: number }) {
  const recipient = await findRecipient({ companyId, recipientId });
  return balanceOf(prisma, recipient.id);
}
