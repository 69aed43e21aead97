import "server-only";

import type { z } from "zod";

import type { BankAccount as BankAccountRow } from "@/generated/prisma/client";
import { documentType } from "@/lib/formats/documents";
import type { BankAccountSchema, RecipientBankAccountSchema } from "@/lib/schemas/bank-accounts";
import {
  type CreateBankAccountInput,
  type RecipientAccountType,
  type RecipientBankAccountInput,
  standaloneAccountType,
  storedAccountType,
} from "@/lib/schemas/bank-accounts";
import type { TaxDocumentType } from "@/lib/schemas/tax-document";

// A bank account as stored, whichever spelling it arrived in.
export type BankAccountData = {
  bankCode: string;
  agency: string;
  agencyDigit?: string;
  accountNumber: string;
  accountDigit: string;
  accountType: RecipientAccountType;
  holderName?: string;
  holderDocument?: string;
  holderDocumentType?: TaxDocumentType;
  // the holder is not the recipient, on purpose: only an owner in the dashboard may say so
  thirdParty?: boolean;
};

type Holder = { legalName: string; documentNumber: string; documentType: string };

export function fromRecipientSpelling(a: RecipientBankAccountInput): BankAccountData {
  return {
    bankCode: a.bankCode,
    agency: a.agencyNumber,
    agencyDigit: a.agencyDigit,
    accountNumber: a.accountNumber,
    accountDigit: a.accountDigit,
    accountType: a.type,
    holderName: a.legalName,
    holderDocument: a.documentNumber,
    holderDocumentType: a.documentType,
    thirdParty: a.thirdParty,
  };
}

export function fromStandaloneSpelling(a: CreateBankAccountInput): BankAccountData {
  return {
    bankCode: a.bankCode,
    agency: a.agency,
    agencyDigit: a.agencyDigit,
    accountNumber: a.accountNumber,
    accountDigit: a.accountDigit,
    accountType: storedAccountType(a.accountType),
    holderName: a.holderName,
    holderDocument: a.holderDocument,
    holderDocumentType: a.holderDocumentType,
    thirdParty: a.thirdParty,
  };
}

// Columns for a new row; an account without a named holder belongs to the recipient itself.
export function bankAccountRow(a: BankAccountData, holder: Holder) {
  const holderDocument = a.holderDocument ?? holder.documentNumber;
  return {
    bankCode: a.bankCode,
    agency: a.agency,
    agencyDigit: a.agencyDigit?.toUpperCase() ?? null,
    accountNumber: a.accountNumber,
    accountDigit: a.accountDigit.toUpperCase(),
    accountType: a.accountType,
    holderName: a.holderName ?? holder.legalName,
    holderDocument,
    holderDocumentType:
      a.holderDocumentType ?? (a.holderDocument ? documentType(holderDocument) : holder.documentType) ?? "cpf",
  };
}

// Whether transfers may go there yet (docs/security.md, "Payout destinations").
const payoutState = (b: BankAccountRow) => ({
  thirdParty: b.thirdParty,
  usableAfter: b.usableAfter.toISOString(),
  confirmedAt: b.confirmedAt?.toISOString() ?? null,
});

// Recipient routes: the embedded field names.
export function toRecipientBankAccount(b: BankAccountRow): z.infer<typeof RecipientBankAccountSchema> {
  return {
    id: b.id,
    recipientId: b.recipientId,
    bankCode: b.bankCode,
    agencyNumber: b.agency,
    agencyDigit: b.agencyDigit,
    accountNumber: b.accountNumber,
    accountDigit: b.accountDigit,
    type: b.accountType as RecipientAccountType,
    legalName: b.holderName,
    documentNumber: b.holderDocument,
    documentType: b.holderDocumentType as TaxDocumentType,
    ...payoutState(b),
    createdAt: b.createdAt.toISOString(),
  };
}

// POST /v1/bank-accounts: the standalone field names.
export function toBankAccount(b: BankAccountRow): z.infer<typeof BankAccountSchema> {
  return {
    id: b.id,
    recipientId: b.recipientId,
    bankCode: b.bankCode,
    agency: b.agency,
    agencyDigit: b.agencyDigit,
    accountNumber: b.accountNumber,
    accountDigit: b.accountDigit,
    accountType: standaloneAccountType(b.accountType),
    holderName: b.holderName,
    holderDocument: b.holderDocument,
    holderDocumentType: b.holderDocumentType as TaxDocumentType,
    ...payoutState(b),
    createdAt: b.createdAt.toISOString(),
  };
}
