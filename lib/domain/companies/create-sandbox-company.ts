import "server-only";

import { recordAudit } from "@/lib/domain/audit/record-audit";
import { onlyDigits } from "@/lib/formats/documents";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import type { SignUpInput } from "@/lib/schemas/signup";

import { createCompanyIn, ownerPasswordHash } from "./create-company";
import { toCompany } from "./get-company";

// Sandbox sign-up: a new company with its owner's login, its own recipient and a test secret key
// (returned once), made only of what the form gave. Only in sandbox mode, when SIGNUP=open. The
// company and its `company.signup` audit entry (by the new first user, from the client's address)
// commit together.
export async function createSandboxCompany(input: SignUpInput, { ip }: { ip: string | null }) {
  if (
    await prisma.company.findFirst({
      where: { documentNumber: onlyDigits(input.documentNumber) },
      select: { id: true },
    })
  )
    throw new ApiError("unprocessable_entity", "A company with this CNPJ/CPF already exists", {
      field: "documentNumber",
    });
  const passwordHash = await ownerPasswordHash(input.password);
  const { company, apiKey, ownRecipientId } = await prisma.$transaction(async (tx) => {
    const made = await createCompanyIn(tx, { ...input, tradeName: input.tradeName ?? input.legalName }, passwordHash);
    await recordAudit(tx, {
      companyId: made.company.id,
      actor: { kind: "session", userId: made.ownerId, role: input.role },
      ip,
      action: "company.signup",
      objectType: "company",
      objectId: made.company.id,
      after: { legalName: made.company.legalName, documentNumber: made.company.documentNumber },
    });
    return made;
  });
  return {
    company: toCompany(company),
    apiKey: apiKey!, // sign-up always issues its test key
    recipientId: ownRecipientId,
    user: { email: input.email.toLowerCase(), name: input.ownerName, role: input.role },
  };
}
