import "server-only";

import type { z } from "zod";

import type { Prisma } from "@/generated/prisma/client";
import { toRecipientBankAccount } from "@/lib/bank-accounts/map-bank-account";
import type { Balance } from "@/lib/ledger/balance";
import type { RecipientSchema } from "@/lib/schemas/recipients";
import type { TaxDocumentType } from "@/lib/schemas/tax-document";
import { nextTransferDay, saoPauloDay, type TransferInterval } from "@/lib/transfers/transfer-schedule";

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// The recipient's latest account is the one shown and the one transfers use by default.
export const recipientInclude = {
  bankAccounts: { orderBy: { id: "desc" }, take: 1 },
} satisfies Prisma.RecipientInclude;
export type RecipientRow = Prisma.RecipientGetPayload<{ include: typeof recipientInclude }>;

export function toRecipient(r: RecipientRow, balance: Balance | undefined): z.infer<typeof RecipientSchema> {
  return {
    id: r.id,
    companyId: r.companyId,
    // the spec's tenant is the company
    tenantId: r.companyId,
    legalName: r.legalName,
    email: r.email,
    document: { number: r.documentNumber, type: r.documentType as TaxDocumentType },
    transferSettings: {
      transferEnabled: r.transferEnabled,
      automaticAnticipationEnabled: r.automaticAnticipationEnabled,
      anticipatableVolumePercentage: r.anticipatableVolumePercentage,
      transferInterval: r.transferInterval as TransferInterval,
      transferDay: r.transferDay,
      transferMinimumAmount: r.transferMinimumAmount,
      // today's run may be done already: then the next one after it
      nextAutomaticTransferOn: r.transferEnabled
        ? nextTransferDay(
            r.transferInterval,
            r.transferDay,
            r.lastAutomaticTransferOn === saoPauloDay(new Date())
              ? nextDay(saoPauloDay(new Date()))
              : saoPauloDay(new Date()),
          )
        : null,
    },
    bankAccount: r.bankAccounts[0] ? toRecipientBankAccount(r.bankAccounts[0]) : null,
    isDefault: r.isDefault,
    balance: {
      available: balance?.available ?? 0,
      waitingFunds: balance?.waitingFunds ?? 0,
      transferred: balance?.transferred ?? 0,
    },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export type Recipient = ReturnType<typeof toRecipient>;
