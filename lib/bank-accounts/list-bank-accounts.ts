import { prisma } from "@/lib/db";
import { findRecipient } from "@/lib/recipients/find-recipient";
import { pageWindow } from "@/lib/schemas/common";
import { COUNT_CAP } from "@/lib/transactions/list-transactions";

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
    prisma.bankAccount.count({ where, take: COUNT_CAP + 1 }),
  ]);
  return { data: rows, total: Math.min(counted, COUNT_CAP), isTotalCapped: counted > COUNT_CAP };
}
