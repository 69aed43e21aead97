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
    ...((q.createdFrom || q.createdTo) && { createdAt: { ...(q.createdFrom && { gte: q.createdFrom }), ...(q.createdTo && { lte: q.createdTo }) } }),
  };
}

// GET /v1/transactions: newest first, with the total for X-Total-Count.
export async function listTransactions({ companyId, query }: { companyId: number; query: ListTransactionsQuery }) {
  const where = transactionWhere(companyId, query);
  const [rows, total] = await Promise.all([
    prisma.transaction.findMany({ where, include: transactionInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.transaction.count({ where }),
  ]);
  return { data: rows.map(toTransaction), total };
}
