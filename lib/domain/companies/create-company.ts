import "server-only";

import { randomBytes } from "node:crypto";

import type { PrismaClient } from "@/generated/prisma/client";
import {
  generatePublicKey,
  generateSecretKey,
  hashApiKey,
  type KeyMode,
  keyPrefix,
} from "@/lib/domain/api-keys/key-material";
import { documentType, onlyDigits } from "@/lib/formats/documents";
import type { Tx } from "@/lib/platform/db";
import { hashPassword } from "@/lib/platform/password";

export type CreateCompanyInput = {
  legalName: string;
  tradeName: string;
  documentNumber: string;
  ownerName: string;
  email: string;
  // none: an unusable one, until the owner chooses theirs through a one-time link (lib/domain/users/password-setup.ts)
  password?: string;
  role?: "owner" | "admin" | "viewer";
  // the secret key to give it (the seed's SEED_API_KEY); a new one otherwise
  apiKey?: string;
  // "live" in production: live keys, and a company that is not a sandbox one
  mode?: KeyMode;
};

/**
 * A new company with exactly what it was given: its first user, its own recipient (same legal
 * name and document, no bank account until the merchant adds one) and a secret key, returned
 * once. No address, bank account or person is made up for it. Default pricing (none stored).
 */
export async function createCompany(db: PrismaClient, input: CreateCompanyInput) {
  const passwordHash = await ownerPasswordHash(input.password);
  const made = await db.$transaction((tx) => createCompanyIn(tx, input, passwordHash));
  // always made here: only the operator's command goes without one
  return { ...made, apiKey: made.apiKey! };
}

/** The owner's password as stored: theirs, or a random one nobody knows (a link sets theirs). */
export const ownerPasswordHash = (password?: string) => hashPassword(password ?? randomBytes(32).toString("hex"));

/**
 * createCompany inside the caller's database transaction, with the owner's password hashed
 * beforehand; `hasApiKey: false` makes no secret key (the operator's command without --api-key).
 */
export async function createCompanyIn(
  tx: Tx,
  input: CreateCompanyInput & { hasApiKey?: boolean },
  passwordHash: string,
) {
  const mode = input.mode ?? "test";
  const apiKey = input.hasApiKey === false ? null : (input.apiKey ?? generateSecretKey(mode));
  const document = onlyDigits(input.documentNumber);
  const company = await tx.company.create({
    data: {
      legalName: input.legalName,
      tradeName: input.tradeName,
      documentNumber: document,
      sandbox: mode === "test",
      publicKey: generatePublicKey(mode),
      webhookSecret: `whsec_${randomBytes(24).toString("base64")}`,
      ...(apiKey && {
        apiKeys: { create: { name: "Chave padrão", prefix: keyPrefix(apiKey), hash: hashApiKey(apiKey) } },
      }),
      users: {
        create: {
          email: input.email.trim().toLowerCase(),
          name: input.ownerName.trim(),
          passwordHash,
          role: input.role ?? "owner",
        },
      },
    },
    include: { users: { select: { id: true } } },
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
  const { users, ...row } = company;
  return { company: row, apiKey, ownRecipientId: own.id, ownerId: users[0].id };
}
