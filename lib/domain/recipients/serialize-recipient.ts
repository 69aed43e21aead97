import "server-only";

import type { z } from "zod";

import type { Prisma } from "@/generated/prisma/client";
import { toRecipientBankAccount } from "@/lib/domain/bank-accounts/map-bank-account";
import { type Balance, debtOf } from "@/lib/domain/ledger/balance";
import { nextTransferDay, type TransferInterval } from "@/lib/domain/transfers/transfer-schedule";
import { addDays, todayInSaoPaulo } from "@/lib/formats/time";
import type { RecipientSchema } from "@/lib/schemas/recipients";
import type { TaxDocumentType } from "@/lib/schemas/tax-document";

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
      nextAutomaticTransferOn: r.transferEnabled ? nextAutomaticTransfer(r) : null,
    },
    bankAccount: r.bankAccounts[0] ? toRecipientBankAccount(r.bankAccounts[0]) : null,
    isDefault: r.isDefault,
    balance: {
      available: balance?.available ?? 0,
      waitingFunds: balance?.waitingFunds ?? 0,
      inTransit: balance?.inTransit ?? 0,
      transferred: balance?.transferred ?? 0,
      debt: balance ? debtOf(balance) : 0,
    },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export type Recipient = ReturnType<typeof toRecipient>;

// The schedule's next day from today, or from tomorrow when today's run is already done.
function nextAutomaticTransfer(r: RecipientRow): string | null {
  const today = todayInSaoPaulo();
  const from = r.lastAutomaticTransferOn === today ? addDays(today, 1) : today;
  return nextTransferDay(r.transferInterval, r.transferDay, from);
}
