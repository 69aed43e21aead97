import "server-only";

import { type Pricing, transferFee } from "@/lib/acquirer/fees";
import { prisma } from "@/lib/db";
import type { TransferFees } from "@/lib/schemas/transfers";

/** GET /v1/transfers/fees: what a transfer costs this company, per destination (its pricing). */
export async function getTransferFees(companyId: number): Promise<TransferFees> {
  const company = await prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { pricing: true } });
  const pricing = company.pricing as Pricing | null;
  return { bank_account: transferFee("bank_account", pricing), pix: transferFee("pix", pricing) };
}
