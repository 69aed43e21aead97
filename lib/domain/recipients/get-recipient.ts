import "server-only";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { recipientInclude, toRecipient } from "./serialize-recipient";

export async function getRecipient({ companyId, recipientId }: { companyId: number; recipientId: number }) {
  const row = await prisma.recipient.findFirst({ where: { id: recipientId, companyId }, include: recipientInclude });
  if (!row) throw notFound("recipient");
  return toRecipient(row, await balanceOf(prisma, row.id));
}
