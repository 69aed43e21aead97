import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { toTransfer, withBankAccount } from "./serialize-transfer";

export async function getTransfer({ companyId, transferId }: { companyId: number; transferId: number }) {
  const row = await prisma.transfer.findFirst({ where: { id: transferId, companyId }, include: withBankAccount });
  if (!row) throw notFound("transfer");
  return toTransfer(row);
}
