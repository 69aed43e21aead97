import "server-only";

import { prisma } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { notFound } from "@/lib/platform/errors";
import { runSql, sql } from "@/lib/platform/sql";
import type { Transaction } from "@/lib/schemas/transactions";

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
