import "server-only";

import { prisma } from "@/lib/platform/db";

/**
 * A Pix transaction's refunds as devoluções at the PSP: their id, return id and status (the API
 * shows none of them; the dashboard's transaction page does).
 */
export async function listPixDevolucoes({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  return prisma.refund.findMany({
    where: { companyId, transactionId, railRefundId: { not: null } },
    orderBy: { id: "asc" },
    select: { id: true, amount: true, status: true, railRefundId: true, railReturnId: true },
  });
}
