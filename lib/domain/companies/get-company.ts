import "server-only";

import type { z } from "zod";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import type { CompanyDetails, CompanySchema } from "@/lib/schemas/company";

type CompanyRow = NonNullable<Awaited<ReturnType<typeof prisma.company.findUnique>>>;

export function toCompany(c: CompanyRow): z.infer<typeof CompanySchema> {
  return {
    id: c.id,
    legalName: c.legalName,
    tradeName: c.tradeName,
    documentNumber: c.documentNumber,
    address: c.address as z.infer<typeof CompanySchema>["address"],
    invoiceDescriptor: c.invoiceDescriptor,
    details: toCompanyDetails(c.details),
    requireTwoFactor: c.requireTwoFactor,
    publicKey: c.publicKey,
    sandbox: c.sandbox,
    createdAt: c.createdAt.toISOString(),
  };
}

const NO_DETAILS: CompanyDetails = {
  averageRevenue: null,
  averageTicket: null,
  physicalProducts: null,
  productsDescription: null,
  siteUrl: null,
  phone: null,
  email: null,
  intentionToSell: null,
  intentionToUseReferral: null,
};

// Stored are only the fields set; the answer names every field, null when not set.
function toCompanyDetails(stored: CompanyRow["details"]): CompanyDetails {
  const set = (stored ?? {}) as Partial<CompanyDetails>;
  return Object.fromEntries(
    Object.keys(NO_DETAILS).map((key) => [key, set[key as keyof CompanyDetails] ?? null]),
  ) as CompanyDetails;
}

export async function getCompany({ companyId }: { companyId: number }) {
  const row = await prisma.company.findUnique({ where: { id: companyId } });
  if (!row) throw notFound("company");
  return toCompany(row);
}
