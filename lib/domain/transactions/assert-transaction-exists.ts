import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

// For routes whose body has required fields: another company's (or an unknown) id is a 404
// before the body is judged, so an id never answers differently depending on what was sent.
export async function assertTransactionExists({
  companyId,
  transactionId,
}: {
  companyId: number;
  transactionId: number;
}): Promise<void> {
  const row = await prisma.transaction.findFirst({ where: { id: transactionId, companyId }, select: { id: true } });
  if (!row) throw notFound("transaction");
}
