import "server-only";

import { createBankAccount } from "@/lib/domain/bank-accounts/create-bank-account";
import { fromRecipientSpelling } from "@/lib/domain/bank-accounts/map-bank-account";
import { balanceOf } from "@/lib/domain/ledger/balance";
import type { DestinationBy } from "@/lib/domain/payout-destinations/destination-by";
import { prisma } from "@/lib/platform/db";
import type { CreateRecipientInput } from "@/lib/schemas/recipients";

import { assertSchedule } from "./assert-schedule";
import { recipientInclude, toRecipient } from "./serialize-recipient";

// POST /v1/recipients: a receiver of splits and transfers, created with its first bank account.
// Its account follows the payout-destination rules of every new account (create-bank-account.ts).
export async function createRecipient({
  companyId,
  input,
  by,
}: {
  companyId: number;
  input: CreateRecipientInput;
  by?: DestinationBy;
}) {
  const settings = input.transferSettings;
  assertSchedule(settings.transferInterval ?? "manual", settings.transferDay ?? 0);
  const row = await prisma.$transaction(async (tx) => {
    const recipient = await tx.recipient.create({
      data: {
        companyId,
        legalName: input.legalName,
        email: input.email,
        documentNumber: input.document.number,
        documentType: input.document.type,
        transferEnabled: settings.transferEnabled ?? true,
        automaticAnticipationEnabled: settings.automaticAnticipationEnabled ?? false,
        anticipatableVolumePercentage: settings.anticipatableVolumePercentage ?? 0,
        transferInterval: settings.transferInterval ?? "manual",
        transferDay: settings.transferDay ?? 0,
        transferMinimumAmount: settings.transferMinimumAmount ?? 0,
      },
    });
    await createBankAccount({
      companyId,
      recipientId: recipient.id,
      account: fromRecipientSpelling(input.bankAccount),
      db: tx,
      by,
      holderField: "bankAccount.documentNumber",
    });
    return tx.recipient.findUniqueOrThrow({ where: { id: recipient.id }, include: recipientInclude });
  });
  return toRecipient(row, await balanceOf(prisma, row.id));
}
