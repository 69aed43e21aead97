import { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { ApiError, notFound } from "@/lib/api/errors";
import type { UpdateCompanyInput } from "@/lib/schemas/company";
import { toCompany } from "./get-company";
import { z } from "zod";
import { addressSchema } from "@/lib/schemas/common";
import { parseWith } from "@/lib/api/parse";

// PUT|PATCH /v1/company: names and address. The document (CNPJ/CPF) is the legal identity the
// acquirer and payouts are registered under, so it is read-only here; sending the same one is fine.
// Address fields merge into the stored address, so one field can change alone; a field sent as
// null is removed from it, and `address: null` (or clearing every field) leaves no address.
export async function updateCompany({ companyId, input }: { companyId: number; input: UpdateCompanyInput }) {
  const current = await prisma.company.findUnique({ where: { id: companyId }, select: { documentNumber: true, address: true } });
  if (!current) throw notFound("company");
  if (input.documentNumber !== undefined && input.documentNumber !== current.documentNumber)
    throw new ApiError("invalid_state", "The company's documentNumber cannot be changed through the API", { field: "documentNumber" });
  const row = await prisma.company.update({
    where: { id: companyId },
    data: {
      ...(input.legalName !== undefined && { legalName: input.legalName }),
      ...(input.tradeName !== undefined && { tradeName: input.tradeName }),
      ...(input.address !== undefined && { address: mergeAddress(current.address, input.address) }),
    },
  });
  return toCompany(row);
}

// The address that results is checked as a whole: whether a CEP is needed depends on the country,
// which may be the stored one (a foreign postcode changed alone) or the one being cleared.
function mergeAddress(stored: Prisma.JsonValue, update: Exclude<UpdateCompanyInput["address"], undefined>) {
  if (update === null) return Prisma.DbNull;
  const merged = Object.entries({ ...(stored as Record<string, string> | null), ...update }).filter(([, value]) => value !== null && value !== undefined);
  return merged.length === 0 ? Prisma.DbNull : parseWith(mergedAddress, { address: Object.fromEntries(merged) }).address;
}

const mergedAddress = z.object({ address: addressSchema });
