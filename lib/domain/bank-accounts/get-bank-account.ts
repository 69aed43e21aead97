import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

// One account of one recipient of the company; any mismatch is the same 404.
export async function getBankAccount({
  companyId,
  recipientId,
  bankAccountId,
}: {
  companyId: number;
  recipientId: number;
  bankAccountId: number;
}) {
  const row = await prisma.bankAccount.findFirst({ where: { id: bankAccountId, recipientId, companyId } });
  if (!row) throw notFound("bank_account");
  return row;
}
