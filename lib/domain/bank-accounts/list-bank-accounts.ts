import "server-only";

import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { prisma } from "@/lib/platform/db";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { pageWindow } from "@/lib/schemas/common";

// GET /v1/recipients/{id}/bank-accounts: newest (the one transfers use) first.
export async function listBankAccounts({
  companyId,
  recipientId,
  query,
}: {
  companyId: number;
  recipientId: number;
  query: { limit: number; offset: number; page?: number };
}) {
  await findRecipient({ companyId, recipientId });
  const where = { companyId, recipientId };
  const [rows, counted] = await Promise.all([
    prisma.bankAccount.findMany({ where, orderBy: { id: "desc" }, ...pageWindow(query) }),
    prisma.bankAccount.count({ where, take: COUNT_TAKE }),
  ]);
  return { data: rows, ...cappedTotal(counted) };
}
