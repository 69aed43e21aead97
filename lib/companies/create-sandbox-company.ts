import { z } from "zod";
import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { cpfOrCnpj } from "@/lib/schemas/common";
import { passwordSchema } from "@/lib/schemas/password";
import { createDemoCompany } from "@/prisma/seed-demo";
import { toCompany } from "./get-company";

export const createSandboxCompanySchema = z.object({
  legalName: z.string().trim().min(2).max(100),
  tradeName: z.string().trim().min(2).max(100).optional(),
  documentNumber: cpfOrCnpj,
  email: z.email().max(255),
  password: passwordSchema,
  role: z.enum(["owner", "admin", "viewer"]).default("owner"),
});

// Sandbox sign-up: a new company with an owner login, its own recipient and a test secret key
// (returned once). Only in sandbox mode; integration tests and trials use it.
export async function createSandboxCompany(input: z.infer<typeof createSandboxCompanySchema>) {
  if (await prisma.company.findFirst({ where: { documentNumber: input.documentNumber }, select: { id: true } }))
    throw new ApiError("unprocessable_entity", "A company with this CNPJ/CPF already exists", { field: "documentNumber" });
  const { company, apiKey, ownRecipientId } = await createDemoCompany(prisma, {
    legalName: input.legalName, tradeName: input.tradeName ?? input.legalName, documentNumber: input.documentNumber,
    userEmail: input.email, userPassword: input.password, userRole: input.role,
  });
  return { company: toCompany(company), apiKey, recipientId: ownRecipientId, user: { email: input.email.toLowerCase(), role: input.role } };
}
