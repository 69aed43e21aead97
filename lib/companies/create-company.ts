import { randomBytes } from "node:crypto";

import type { PrismaClient } from "@/generated/prisma/client";
import { generatePublicKey, generateSecretKey, hashApiKey, keyPrefix } from "@/lib/auth/api-keys";
import { hashPassword } from "@/lib/auth/password";
import { documentType, onlyDigits } from "@/lib/documents";

export type CreateCompanyInput = {
  legalName: string;
  tradeName: string;
  documentNumber: string;
  ownerName: string;
  email: string;
  password: string;
  role?: "owner" | "admin" | "viewer";
  // the secret key to give it (the seed's SEED_API_KEY); a new test key otherwise
  apiKey?: string;
};

/**
 * A new company with exactly what it was given: its first user, its own recipient (same legal
 * name and document, no bank account until the merchant adds one) and a test secret key,
 * returned once. No address, bank account or person is made up for it.
 */
export async function createCompany(db: PrismaClient, input: CreateCompanyInput) {
  const apiKey = input.apiKey ?? generateSecretKey("test");
  const document = onlyDigits(input.documentNumber);
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const company = await tx.company.create({
      data: {
        legalName: input.legalName,
        tradeName: input.tradeName,
        documentNumber: document,
        publicKey: generatePublicKey("test"),
        webhookSecret: `whsec_${randomBytes(24).toString("base64")}`,
        apiKeys: { create: { name: "Chave padrão", prefix: keyPrefix(apiKey), hash: hashApiKey(apiKey) } },
        users: {
          create: {
            email: input.email.trim().toLowerCase(),
            name: input.ownerName.trim(),
            passwordHash,
            role: input.role ?? "owner",
          },
        },
      },
    });
    const own = await tx.recipient.create({
      data: {
        companyId: company.id,
        isDefault: true,
        legalName: input.legalName.slice(0, 50),
        documentNumber: document,
        documentType: documentType(document) ?? "cnpj",
      },
    });
    return { company, apiKey, ownRecipientId: own.id };
  });
}
