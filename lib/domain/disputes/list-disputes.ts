import "server-only";

import { prisma } from "@/lib/platform/db";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { pageWindow } from "@/lib/schemas/common";
import type { ListDisputesQuery } from "@/lib/schemas/disputes";

import { disputeInclude, toDispute } from "./serialize-dispute";

/** GET /v1/disputes: the company's disputes, newest first, by status or transaction. */
export async function listDisputes({ companyId, query }: { companyId: number; query: ListDisputesQuery }) {
  const where = {
    companyId,
    ...(query.status && { status: { in: query.status } }),
    ...(query.transactionId && { transactionId: query.transactionId }),
  };
  const [rows, counted] = await Promise.all([
    prisma.dispute.findMany({
      where,
      include: disputeInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
    prisma.dispute.count({ where, take: COUNT_TAKE }),
  ]);
  return { data: rows.map(toDispute), ...cappedTotal(counted) };
}
