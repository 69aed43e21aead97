import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { balanceOf } from "@/lib/ledger/balance";

import { recipientInclude, toRecipient } from "./serialize-recipient";

export async function getRecipient({ companyId, recipientId }: { companyId: number; recipientId: number }) {
  const row = await prisma.recipient.findFirst({ where: { id: recipientId, companyId }, include: recipientInclude });
  if (!row) throw notFound("recipient");
  return toRecipient(row, await balanceOf(prisma, row.id));
}
