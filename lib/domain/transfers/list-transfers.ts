import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { pageWindow } from "@/lib/schemas/common";
import type { ListTransfersQuery } from "@/lib/schemas/transfers";

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
    prisma.transfer.count({ where, take: COUNT_TAKE }),
  ]);
  return { data: rows.map(toTransfer), ...cappedTotal(counted) };
}
