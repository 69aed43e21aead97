import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { pageWindow } from "@/lib/schemas/common";
import type { ListTransactionsQuery } from "@/lib/schemas/transactions";
import { toTransaction, transactionInclude } from "./serialize";

export function transactionWhere(companyId: number, q: Omit<ListTransactionsQuery, "limit" | "offset" | "page">): Prisma.TransactionWhereInput {
  return {
    companyId,
    ...(q.id && { id: q.id }),
    ...(q.paymentMethods && { paymentMethod: { in: q.paymentMethods } }),
    ...(q.status && { status: { in: q.status } }),
    ...(q.deliveryStatus && { deliveryStatus: { in: q.deliveryStatus } }),
    ...(q.installments && { installments: { in: q.installments } }),
    // name matches case-insensitively from its start; the other payer fields match exactly (indexed)
    ...(q.name && { customerName: { startsWith: q.name, mode: "insensitive" as const } }),
    ...(q.email && { customerEmail: q.email }),
    ...(q.documentNumber && { customerDocument: q.documentNumber }),
    ...(q.phone && { customerPhone: q.phone }),
    ...(q.traceable !== undefined && { traceable: q.traceable }),
    ...(q.paymentLinkId && { paymentLinkId: q.paymentLinkId }),
    ...((q.createdFrom || q.createdTo) && { createdAt: { ...(q.createdFrom && { gte: q.createdFrom }), ...(q.createdTo && { lte: q.createdTo }) } }),
  };
}

// Counting every match of a broad filter over millions of rows would cost more than the page
// itself, so the total is exact up to this cap and reported as capped beyond it.
export const COUNT_CAP = 10_000;

// GET /v1/transactions: newest first, with the total for X-Total-Count.
export async function listTransactions({ companyId, query }: { companyId: number; query: ListTransactionsQuery }) {
  const where = transactionWhere(companyId, query);
  const [rows, counted] = await Promise.all([
    prisma.transaction.findMany({ where, include: transactionInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.transaction.count({ where, take: COUNT_CAP + 1 }),
  ]);
  return { data: rows.map(toTransaction), total: Math.min(counted, COUNT_CAP), isTotalCapped: counted > COUNT_CAP };
}
