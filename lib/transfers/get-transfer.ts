import { prisma } from "@/lib/db";
import { notFound } from "@/lib/api/errors";
import { toTransfer } from "./serialize-transfer";

export async function getTransfer({ companyId, transferId }: { companyId: number; transferId: number }) {
  const row = await prisma.transfer.findFirst({ where: { id: transferId, companyId } });
  if (!row) throw notFound("transfer");
  return toTransfer(row);
}
