import { prisma } from "@/lib/db";
import { notFound } from "@/lib/api/errors";
import type { z } from "zod";
import type { CompanySchema } from "@/lib/schemas/company";

type CompanyRow = NonNullable<Awaited<ReturnType<typeof prisma.company.findUnique>>>;

export function toCompany(c: CompanyRow): z.infer<typeof CompanySchema> {
  return {
    id: c.id,
    legalName: c.legalName,
    tradeName: c.tradeName,
    documentNumber: c.documentNumber,
    address: c.address as z.infer<typeof CompanySchema>["address"],
    publicKey: c.publicKey,
    sandbox: c.sandbox,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function getCompany({ companyId }: { companyId: number }) {
  const row = await prisma.company.findUnique({ where: { id: companyId } });
  if (!row) throw notFound("company");
  return toCompany(row);
}
