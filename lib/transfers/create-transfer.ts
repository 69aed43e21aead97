import { prisma, type Tx } from "@/lib/db";
import { ApiError, notFound } from "@/lib/api/errors";
import type { CreateTransferInput } from "@/lib/schemas/transfers";
import { balanceOf } from "@/lib/ledger/balance";
import { lockRecipients } from "@/lib/ledger/lock-recipients";
import { ledgerNow } from "@/lib/ledger/ledger-now";
import { recordEvents } from "@/lib/events/record-event";
import { findRecipient } from "@/lib/recipients/find-recipient";
import { toTransfer } from "./serialize-transfer";

// POST /v1/transfers: moves money from the recipient's available balance to its bank account
// (or a Pix key). The recipient row is locked before the balance is read, so concurrent
// transfers queue and the available balance can never go below zero.
export async function createTransfer({ companyId, input, at }: { companyId: number; input: CreateTransferInput; at?: Date }) {
  return prisma.$transaction(async (tx) => {
    const recipient = await findRecipient({ companyId, recipientId: input.recipientId, db: tx });
    if (!recipient.transferEnabled)
      throw new ApiError("invalid_state", "Transfers are disabled for this recipient (transferSettings.transferEnabled)", { recipientId: recipient.id });
    const bankAccountId = input.pixKey ? null : await destinationAccount(tx, recipient.id, input.bankAccountId);

    await lockRecipients(tx, [recipient.id]);
    // The clock is read once the lock is held (ledger-now.ts): a transfer committed just before
    // carries an earlier time, so its debit counts as gone from `available`, not as future money.
    const now = at ?? (await ledgerNow(tx));
    const { available } = await balanceOf(tx, recipient.id, now);
    if (input.amount > available)
      throw new ApiError("insufficient_balance", `The available balance of ${available} cents cannot cover a transfer of ${input.amount}`, { available, requested: input.amount, recipientId: recipient.id });

    const row = await tx.transfer.create({
      data: {
        companyId, recipientId: recipient.id, bankAccountId, pixKey: input.pixKey ?? null, amount: input.amount,
        description: input.description, postbackUrl: input.postbackUrl, status: "processing", createdAt: now,
      },
    });
    const base = { companyId, recipientId: recipient.id, transferId: row.id, type: "transfer" as const, availableAt: now, createdAt: now };
    await tx.ledgerEntry.createMany({ data: [{ ...base, bucket: "balance", amount: -input.amount }, { ...base, bucket: "transferred", amount: input.amount }] });
    const body = toTransfer(row);
    await recordEvents(tx, [{ companyId, type: "transfer.processing", objectType: "transfer", objectId: row.id, data: body }]);
    return body;
  });
}

// The named account must be the recipient's; without one, its latest account.
async function destinationAccount(tx: Tx, recipientId: number, bankAccountId: number | undefined): Promise<number> {
  const account = await tx.bankAccount.findFirst({
    where: { recipientId, ...(bankAccountId && { id: bankAccountId }) },
    orderBy: { id: "desc" },
    select: { id: true },
  });
  if (account) return account.id;
  if (bankAccountId) throw notFound("bank_account");
  throw new ApiError("invalid_state", "The recipient has no bank account: add one or send a pixKey", { recipientId, field: "bankAccountId" });
}
