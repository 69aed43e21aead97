import { prisma } from "@/lib/db";
import type { CreateRecipientInput } from "@/lib/schemas/recipients";
import { balanceOf } from "@/lib/ledger/balance";
import { bankAccountRow, fromRecipientSpelling } from "@/lib/bank-accounts/map-bank-account";
import { recipientInclude, toRecipient } from "./serialize-recipient";

// POST /v1/recipients: a receiver of splits and transfers, created with its first bank account.
export async function createRecipient({ companyId, input }: { companyId: number; input: CreateRecipientInput }) {
  const settings = input.transferSettings;
  const holder = { legalName: input.legalName, documentNumber: input.document.number, documentType: input.document.type };
  const row = await prisma.recipient.create({
    data: {
      companyId,
      legalName: input.legalName,
      email: input.email,
      documentNumber: input.document.number,
      documentType: input.document.type,
      transferEnabled: settings.transferEnabled ?? true,
      automaticAnticipationEnabled: settings.automaticAnticipationEnabled ?? false,
      anticipatableVolumePercentage: settings.anticipatableVolumePercentage ?? 0,
      bankAccounts: { create: { companyId, ...bankAccountRow(fromRecipientSpelling(input.bankAccount), holder) } },
    },
    include: recipientInclude,
  });
  return toRecipient(row, await balanceOf(prisma, row.id));
}
