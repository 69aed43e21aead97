import "server-only";

import { installmentInterestRate, type Pricing } from "@/lib/acquirer/fees";
import { prisma } from "@/lib/db";

// The monthly rate (hundredths of a percent) a payer pays on installments beyond the interest-free
// ones when a link passes interest on: the company's `pricing.installmentInterest`, else the default.
export async function getInstallmentInterestRate(companyId: number): Promise<number> {
  const company = await prisma.company.findUnique({ where: { id: companyId }, select: { pricing: true } });
  return installmentInterestRate(company?.pricing as Pricing | null);
}
