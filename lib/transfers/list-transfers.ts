import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { pageWindow } from "@/lib/schemas/common";
import type { ListTransfersQuery } from "@/lib/schemas/transfers";
import { COUNT_CAP } from "@/lib/transactions/list-transactions";

import { toTransfer, withBankAccount } from "./serialize-transfer";

// GET /v1/transfers: newest first, filtered by status (comma list), recipient and creation date.
export async function listTransfers({ companyId, query }: { companyId: number; query: ListTransfersQuery }) {
  const where: Prisma.TransferWhereInput = {
    companyId,
    ...(query.status && { status: { in: query.status } }),
    ...(query.recipientId && { recipientId: query.recipientId }),
    ...((query.createdFrom || query.createdTo) && {
      createdAt: {
        ...(query.createdFrom && { gte: query.createdFrom }),
        ...(query.createdTo && { lte: query.createdTo }),
      },
    }),
  };
  const [rows, counted] = await Promise.all([
    prisma.transfer.findMany({
      where,
      include: withBankAccount,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
    prisma.transfer.count({ where, take: COUNT_CAP + 1 }),
  ]);
  return { data: rows.map(toTransfer), total: Math.min(counted, COUNT_CAP), isTotalCapped: counted > COUNT_CAP };
}
