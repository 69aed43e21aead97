import "server-only";

import { recordAudit } from "@/lib/domain/audit/record-audit";
import { createBankAccount } from "@/lib/domain/bank-accounts/create-bank-account";
import { fromRecipientSpelling } from "@/lib/domain/bank-accounts/map-bank-account";
import { balanceOf } from "@/lib/domain/ledger/balance";
import type { DestinationBy } from "@/lib/domain/payout-destinations/destination-by";
import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import type { UpdateRecipientInput } from "@/lib/schemas/recipients";

import { assertSchedule } from "./assert-schedule";
import { recipientInclude, toRecipient } from "./serialize-recipient";

// What recipient.update records when it changed: the names, the anticipation settings and the
// transfer schedule (a bank account is its own entry, bank_account.create)
const AUDITED = [
  "legalName",
  "email",
  "transferEnabled",
  "transferInterval",
  "transferDay",
  "transferMinimumAmount",
  "automaticAnticipationEnabled",
  "anticipatableVolumePercentage",
] as const;

// PUT|PATCH /v1/recipients/{id}: only the fields sent change. The document is who receives the
// money (and whom transfers are reported for), so it cannot change; resending the same one is fine.
// A bankAccount is added as the recipient's new latest account: past transfers keep theirs.
// The fields that changed are recorded as recipient.update in the same commit (before and after);
// an update that changes none records nothing.
export async function updateRecipient({
  companyId,
  recipientId,
  input,
  by,
}: {
  companyId: number;
  recipientId: number;
  input: UpdateRecipientInput;
  by?: DestinationBy;
}) {
  return prisma.$transaction(async (tx) => {
    const current = await tx.recipient.findFirst({ where: { id: recipientId, companyId } });
    if (!current) throw notFound("recipient");
    if (input.document && input.document.number !== current.documentNumber)
      throw new ApiError("invalid_state", "A recipient's document cannot be changed; create a new recipient instead", {
        field: "document",
      });
    const legalName = input.legalName ?? current.legalName;
    const settings = input.transferSettings ?? {};
    // the schedule as it will be stored, checked whole
    assertSchedule(settings.transferInterval ?? current.transferInterval, settings.transferDay ?? current.transferDay);
    const updated = await tx.recipient.update({
      where: { id: recipientId },
      data: {
        legalName,
        ...(input.email !== undefined && { email: input.email }),
        ...(settings.transferEnabled !== undefined && { transferEnabled: settings.transferEnabled }),
        ...(settings.automaticAnticipationEnabled !== undefined && {
          automaticAnticipationEnabled: settings.automaticAnticipationEnabled,
        }),
        ...(settings.anticipatableVolumePercentage !== undefined && {
          anticipatableVolumePercentage: settings.anticipatableVolumePercentage,
        }),
        ...(settings.transferInterval !== undefined && { transferInterval: settings.transferInterval }),
        ...(settings.transferDay !== undefined && { transferDay: settings.transferDay }),
        ...(settings.transferMinimumAmount !== undefined && { transferMinimumAmount: settings.transferMinimumAmount }),
      },
    });
    const changed = AUDITED.filter((k) => current[k] !== updated[k]);
    if (changed.length)
      await recordAudit(tx, {
        companyId,
        ...(by ?? { actor: { kind: "system" } }),
        action: "recipient.update",
        objectType: "recipient",
        objectId: recipientId,
        before: Object.fromEntries(changed.map((k) => [k, current[k]])),
        after: Object.fromEntries(changed.map((k) => [k, updated[k]])),
      });
    if (input.bankAccount)
      await createBankAccount({
        companyId,
        recipientId,
        account: fromRecipientSpelling(input.bankAccount),
        db: tx,
        by,
        holderField: "bankAccount.documentNumber",
      });
    const row = await tx.recipient.findUniqueOrThrow({ where: { id: recipientId }, include: recipientInclude });
    return toRecipient(row, await balanceOf(tx, row.id));
  });
}
