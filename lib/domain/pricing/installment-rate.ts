import "server-only";

import { prisma } from "@/lib/platform/db";

import { companyPricing } from "./company-pricing";
import { installmentInterestRate } from "./fees";

/** The monthly rate a payer pays when a payment link passes installment interest on (the link form names it). */
export async function companyInstallmentRate({ companyId }: { companyId: number }): Promise<number> {
  return installmentInterestRate(await companyPricing(prisma, companyId));
}
