import "server-only";

import { prisma } from "@/lib/platform/db";

/** A transaction's latest dispute (id and status), or null: the dashboard links to it. */
export async function latestDispute({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  return prisma.dispute.findFirst({
    where: { companyId, transactionId },
    orderBy: { id: "desc" },
    select: { id: true, status: true },
  });
}
