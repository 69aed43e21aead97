import "server-only";

import { z } from "zod";

import { Prisma } from "@/generated/prisma/client";
import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { parseWith } from "@/lib/platform/validate";
import { addressSchema } from "@/lib/schemas/common";
import type { UpdateCompanyInput } from "@/lib/schemas/company";

import { toCompany } from "./get-company";

// PUT|PATCH /v1/company: names, address, invoice descriptor and details. The document (CNPJ/CPF) is
// the legal identity the acquirer and payouts are registered under, so it is read-only here;
// sending the same one is fine. Address and details fields merge into the stored ones, so one field
// can change alone; a field sent as null is removed, and `address: null` / `details: null` (or
// clearing every field) leave none. The row is locked while it is merged, so two updates of
// different fields both land.
// requireTwoFactor is a security setting: only an owner signed in to the dashboard changes it, and
// requires it of others only once they use it themselves.
// `by` is recorded as company.update in the same commit, with the fields sent that changed (before
// and after); an update that changes nothing records nothing.
export async function updateCompany({
  companyId,
  input,
  ownerUserId,
  by,
}: {
  companyId: number;
  input: UpdateCompanyInput;
  ownerUserId?: number;
  by: AuditBy;
}) {
  if (input.requireTwoFactor !== undefined && ownerUserId === undefined)
    throw new ApiError("forbidden", "Only an owner signed in to the dashboard can change requireTwoFactor", {
      field: "requireTwoFactor",
    });
  if (
    input.requireTwoFactor &&
    !(await prisma.user.findUnique({ where: { id: ownerUserId }, select: { totpEnabledAt: true } }))?.totpEnabledAt
  )
    throw new ApiError("invalid_state", "Turn on two-step sign-in for yourself first (/account/two-factor)", {
      field: "requireTwoFactor",
    });
  return prisma.$transaction(async (tx) => {
    await runSqlIn(tx, sql`SELECT 1 FROM "Company" WHERE "id" = ${companyId} FOR UPDATE`);
    const current = await tx.company.findUnique({ where: { id: companyId } });
    if (!current) throw notFound("company");
    if (input.documentNumber !== undefined && input.documentNumber !== current.documentNumber)
      throw new ApiError("invalid_state", "The company's documentNumber cannot be changed through the API", {
        field: "documentNumber",
      });
    const row = await tx.company.update({
      where: { id: companyId },
      data: {
        ...(input.legalName !== undefined && { legalName: input.legalName }),
        ...(input.tradeName !== undefined && { tradeName: input.tradeName }),
        ...(input.address !== undefined && { address: mergeAddress(current.address, input.address) }),
        ...(input.invoiceDescriptor !== undefined && { invoiceDescriptor: input.invoiceDescriptor }),
        ...(input.requireTwoFactor !== undefined && { requireTwoFactor: input.requireTwoFactor }),
        ...(input.details !== undefined && { details: mergeFields(current.details, input.details) ?? Prisma.DbNull }),
      },
    });
    const [before, after] = [toCompany(current), toCompany(row)];
    const changed = (Object.keys(input) as (keyof typeof after)[]).filter(
      (k) => k in after && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    );
    if (changed.length)
      await recordAudit(tx, {
        companyId,
        ...by,
        action: "company.update",
        objectType: "company",
        objectId: companyId,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      });
    return after;
  });
}

// Stored fields, overwritten by the update's, without the ones set to null; nothing left = no object.
function mergeFields(stored: Prisma.JsonValue, update: Record<string, unknown> | null) {
  if (update === null) return null;
  const merged = Object.entries({ ...(stored as Record<string, unknown> | null), ...update }).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  return merged.length === 0 ? null : (Object.fromEntries(merged) as Prisma.InputJsonObject);
}

// The address that results is checked as a whole: whether a CEP is needed depends on the country,
// which may be the stored one (a foreign postcode changed alone) or the one being cleared.
function mergeAddress(stored: Prisma.JsonValue, update: Exclude<UpdateCompanyInput["address"], undefined>) {
  const merged = mergeFields(stored, update);
  return merged === null ? Prisma.DbNull : parseWith(mergedAddress, { address: merged }).address;
}

const mergedAddress = z.object({ address: addressSchema });
