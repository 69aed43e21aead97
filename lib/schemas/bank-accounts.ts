import { z } from "zod";

import { onlyDigits } from "@/lib/formats/documents";

import { idParam, pagingQuery, timestamp } from "./common";
import { taxDocumentIssue, taxDocumentTypes } from "./tax-document";

// Two spellings of one bank account: embedded in a recipient (agencyNumber, type conta_corrente…,
// legalName) and standalone on POST /v1/bank-accounts (agency, accountType checking…, holderName).
// Stored once, with the Portuguese account types; each route answers in its own spelling.

export const recipientAccountTypes = [
  "conta_corrente",
  "conta_poupanca",
  "conta_corrente_conjunta",
  "conta_poupanca_conjunta",
  "conta_pagamento",
] as const;
export const standaloneAccountTypes = ["checking", "savings", "payment"] as const;
export type RecipientAccountType = (typeof recipientAccountTypes)[number];
export type StandaloneAccountType = (typeof standaloneAccountTypes)[number];

export function storedAccountType(type: StandaloneAccountType): RecipientAccountType {
  switch (type) {
    case "checking":
      return "conta_corrente";
    case "savings":
      return "conta_poupanca";
    case "payment":
      return "conta_pagamento";
  }
}

// Joint accounts have no standalone spelling: they answer as the plain kind they are.
export function standaloneAccountType(stored: string): StandaloneAccountType {
  if (stored.startsWith("conta_poupanca")) return "savings";
  if (stored === "conta_pagamento") return "payment";
  return "checking";
}

export const bankCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{3}$/, "must be the bank's 3-digit code (e.g. 341)");
export const agencySchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, "must have 1 to 5 digits, without its check digit");
export const agencyDigitSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]$/, "must be one digit or letter");
export const accountNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}$/, "must have 1 to 13 digits, without its check digit");
export const accountDigitSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{1,2}$/, "must be 1 or 2 digits or letters");
const holderNameSchema = z.string().trim().min(1, "is required").max(100);
// A valid CPF or CNPJ on its own (checked here, so it is reported even when other fields fail)…
const holderDocumentSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .overwrite(onlyDigits)
  .superRefine((d, ctx) => {
    const issue = taxDocumentIssue(d);
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  });

// …and of the stated type when one is given.
function holderDocumentRule(
  number: string | undefined,
  type: (typeof taxDocumentTypes)[number] | undefined,
  path: string,
  ctx: z.RefinementCtx,
) {
  // an invalid number was reported by the field itself: once is enough
  if (number === undefined || type === undefined || taxDocumentIssue(number)) return;
  const issue = taxDocumentIssue(number, type);
  if (issue) ctx.addIssue({ code: "custom", path: [path], message: issue });
}

// Embedded in a recipient (POST /v1/recipients, POST /v1/recipients/{id}/bank-accounts).
// The holder defaults to the recipient.
export const recipientBankAccountSchema = z
  .object({
    bankCode: bankCodeSchema,
    agencyNumber: agencySchema,
    agencyDigit: agencyDigitSchema.optional(),
    accountNumber: accountNumberSchema,
    accountDigit: accountDigitSchema,
    type: z.enum(recipientAccountTypes),
    legalName: holderNameSchema.optional(),
    documentNumber: holderDocumentSchema.optional(),
    documentType: z.enum(taxDocumentTypes).optional(),
    thirdParty: z.boolean().optional(),
  })
  .superRefine((a, ctx) => holderDocumentRule(a.documentNumber, a.documentType, "documentNumber", ctx));

export type RecipientBankAccountInput = z.infer<typeof recipientBankAccountSchema>;

// POST /v1/bank-accounts: the spec's standalone fields; recipientId defaults to the company's own recipient.
export const createBankAccountSchema = z
  .object({
    recipientId: idParam.optional(),
    bankCode: bankCodeSchema,
    agency: agencySchema,
    agencyDigit: agencyDigitSchema.optional(),
    accountNumber: accountNumberSchema,
    accountDigit: accountDigitSchema,
    accountType: z.enum(standaloneAccountTypes),
    holderName: holderNameSchema.optional(),
    holderDocument: holderDocumentSchema.optional(),
    holderDocumentType: z.enum(taxDocumentTypes).optional(),
    thirdParty: z.boolean().optional(),
  })
  .superRefine((a, ctx) => holderDocumentRule(a.holderDocument, a.holderDocumentType, "holderDocument", ctx));

export type CreateBankAccountInput = z.infer<typeof createBankAccountSchema>;

// Whether transfers may go to an account yet (docs/security.md, "Payout destinations"): both spellings.
const payoutState = {
  thirdParty: z.boolean().meta({
    description: "Held by someone other than the recipient; only an owner in the dashboard can add such an account",
  }),
  usableAfter: timestamp.meta({
    description:
      "Transfers may go here from this time (PAYOUT_DESTINATION_COOLDOWN_HOURS after it was added), or once an owner confirmed it",
  }),
  confirmedAt: timestamp.nullable(),
};

export const RecipientBankAccountSchema = z
  .object({
    id: z.number().int(),
    recipientId: z.number().int(),
    bankCode: z.string(),
    agencyNumber: z.string(),
    agencyDigit: z.string().nullable(),
    accountNumber: z.string(),
    accountDigit: z.string(),
    type: z.enum(recipientAccountTypes),
    legalName: z.string(),
    documentNumber: z.string(),
    documentType: z.enum(taxDocumentTypes),
    ...payoutState,
    createdAt: timestamp,
  })
  .meta({
    id: "RecipientBankAccount",
    description: "A bank account in the recipient's spelling (agencyNumber, type conta_corrente…)",
  });

export const BankAccountSchema = z
  .object({
    id: z.number().int(),
    recipientId: z.number().int(),
    bankCode: z.string(),
    agency: z.string(),
    agencyDigit: z.string().nullable(),
    accountNumber: z.string(),
    accountDigit: z.string(),
    accountType: z.enum(standaloneAccountTypes),
    holderName: z.string(),
    holderDocument: z.string(),
    holderDocumentType: z.enum(taxDocumentTypes),
    ...payoutState,
    createdAt: timestamp,
  })
  .meta({
    id: "BankAccount",
    description: "A bank account in the standalone spelling of POST /v1/bank-accounts (agency, accountType checking…)",
  });

export const listBankAccountsQuerySchema = z.object({ ...pagingQuery });
