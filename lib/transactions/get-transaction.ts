import { prisma } from "@/lib/db";
import { notFound } from "@/lib/api/errors";
import { toTransaction, transactionInclude } from "./serialize";

export async function getTransaction({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  const row = await prisma.transaction.findFirst({ where: { id: transactionId, companyId }, include: transactionInclude });
  if (!row) throw notFound("transaction");
  return toTransaction(row);
}

// The status timeline shown on the dashboard's detail page.
export async function getTransactionHistory({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  const rows = await prisma.transactionStatusChange.findMany({ where: { transactionId, transaction: { companyId } }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ status: r.status, fromStatus: r.fromStatus, reason: r.reason, createdAt: r.createdAt.toISOString() }));
}
