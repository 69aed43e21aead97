import "server-only";

import { onlyDigits } from "@/lib/formats/documents";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import type { SignUpInput } from "@/lib/schemas/signup";

import { createCompany } from "./create-company";
import { toCompany } from "./get-company";

// Sandbox sign-up: a new company with its owner's login, its own recipient and a test secret key
// (returned once), made only of what the form gave. Only in sandbox mode, when SIGNUP=open.
export async function createSandboxCompany(input: SignUpInput) {
  if (
    await prisma.company.findFirst({
      where: { documentNumber: onlyDigits(input.documentNumber) },
      select: { id: true },
    })
  )
    throw new ApiError("unprocessable_entity", "A company with this CNPJ/CPF already exists", {
      field: "documentNumber",
    });
  const { company, apiKey, ownRecipientId } = await createCompany(prisma, {
    ...input,
    tradeName: input.tradeName ?? input.legalName,
  });
  return {
    company: toCompany(company),
    apiKey,
    recipientId: ownRecipientId,
    user: { email: input.email.toLowerCase(), name: input.ownerName, role: input.role },
  };
}
