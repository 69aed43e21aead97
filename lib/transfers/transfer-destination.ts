import type { Recipient } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { ApiError, notFound } from "@/lib/api/errors";
import type { CreateTransferInput, TransferType } from "@/lib/schemas/transfers";
import { fromRecipientSpelling } from "@/lib/bank-accounts/map-bank-account";
import { findOrCreateBankAccount } from "@/lib/bank-accounts/find-or-create-bank-account";

export type Destination = { type: TransferType; bankAccountId: number | null; pixKey: string | null };

// Where a transfer's money goes (the schema lets at most one of these through): a Pix key; the
// account sent inline (the recipient's matching one, or added to it); the named account, which
// must be the recipient's; or else the recipient's latest account. Runs under the recipient's lock.
export async function transferDestination(tx: Tx, companyId: number, recipient: Recipient, input: CreateTransferInput): Promise<Destination> {
  if (input.pixKey) return { type: "pix", bankAccountId: null, pixKey: input.pixKey };
  if (input.bankAccount) {
    const account = await findOrCreateBankAccount({ companyId, recipient, account: fromRecipientSpelling(input.bankAccount), db: tx });
    return { type: "bank_account", bankAccountId: account.id, pixKey: null };
  }
  const account = await tx.bankAccount.findFirst({
    where: { recipientId: recipient.id, ...(input.bankAccountId && { id: input.bankAccountId }) },
    orderBy: { id: "desc" },
    select: { id: true },
  });
  if (account) return { type: "bank_account", bankAccountId: account.id, pixKey: null };
  if (input.bankAccountId) throw notFound("bank_account");
  throw new ApiError("invalid_state", "The recipient has no bank account: send a bankAccount or a pixKey", { recipientId: recipient.id, field: "bankAccountId" });
}
