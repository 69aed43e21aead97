import "server-only";

import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { transferFee } from "@/lib/domain/pricing/fees";
import { prisma } from "@/lib/platform/db";
import type { TransferFees } from "@/lib/schemas/transfers";

/** GET /v1/transfers/fees: what a transfer costs this company, per destination (its pricing). */
export async function getTransferFees(companyId: number): Promise<TransferFees> {
  const pricing = await companyPricing(prisma, companyId);
  return { bank_account: transferFee("bank_account", pricing), pix: transferFee("pix", pricing) };
}
