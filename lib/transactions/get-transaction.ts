import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import type { Transaction } from "@/lib/schemas/transactions";
import { runSql, sql } from "@/lib/sql";

import { transactionApiJson } from "./transaction-sql";

export async function getTransaction({
  companyId,
  transactionId,
}: {
  companyId: number;
  transactionId: number;
}): Promise<Transaction> {
  const rows = await runSql(sql<{ j: Transaction }>`
    SELECT ${transactionApiJson(env.publicBaseUrl)} AS j FROM "Transaction" t WHERE t."id" = ${transactionId} AND t."companyId" = ${companyId}`);
  if (!rows[0]) throw notFound("transaction");
  return rows[0].j;
}

// The status timeline shown on the dashboard's detail page.
export async function getTransactionHistory({
  companyId,
  transactionId,
}: {
  companyId: number;
  transactionId: number;
}) {
  const rows = await prisma.transactionStatusChange.findMany({
    where: { transactionId, transaction: { companyId } },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => ({
    status: r.status,
    fromStatus: r.fromStatus,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}
