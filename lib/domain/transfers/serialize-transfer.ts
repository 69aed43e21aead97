import "server-only";

import type { z } from "zod";

import type { BankAccount as BankAccountRow, Transfer as TransferRow } from "@/generated/prisma/client";
import { toRecipientBankAccount } from "@/lib/domain/bank-accounts/map-bank-account";
import type { TransferSchema } from "@/lib/schemas/transfers";

// Reads include the destination account, which the answer embeds.
export const withBankAccount = { bankAccount: true } as const;

// The public Transfer shape: an explicit mapper, so a new column never leaks.
export function toTransfer(t: TransferRow & { bankAccount: BankAccountRow | null }): z.infer<typeof TransferSchema> {
  return {
    id: t.id,
    companyId: t.companyId,
    recipientId: t.recipientId,
    amount: t.amount,
    fee: t.fee,
    type: t.type,
    status: t.status,
    description: t.description,
    bankAccountId: t.bankAccountId,
    bankAccount: t.bankAccount ? toRecipientBankAccount(t.bankAccount) : null,
    pixKey: t.pixKey,
    externalRef: t.externalRef,
    metadata: (t.metadata as Record<string, unknown> | null) ?? null,
    postbackUrl: t.postbackUrl,
    failReason: t.failReason,
    bankAuthentication: t.bankAuthentication,
    transferredAt: t.transferredAt ? t.transferredAt.toISOString() : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export type Transfer = ReturnType<typeof toTransfer>;
