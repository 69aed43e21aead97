import "server-only";

import type { Recipient } from "@/generated/prisma/client";
import { findOrCreateBankAccount } from "@/lib/domain/bank-accounts/find-or-create-bank-account";
import { fromRecipientSpelling } from "@/lib/domain/bank-accounts/map-bank-account";
import type { DestinationBy } from "@/lib/domain/payout-destinations/destination-by";
import { type PixKeyLookup, unconfirmedPixKey } from "@/lib/domain/payout-destinations/pix-key-holder";
import { registerPixKey } from "@/lib/domain/payout-destinations/register-pix-key";
import { assertUsable } from "@/lib/domain/payout-destinations/usable-after";
import type { Tx } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import type { CreateTransferInput, TransferType } from "@/lib/schemas/transfers";

export type Destination = { type: TransferType; bankAccountId: number | null; pixKey: string | null };

/**
 * Where a transfer's money goes (the schema lets at most one of these through): a Pix key (the
 * recipient's stored one, or registered now); the account sent inline (the recipient's matching
 * one, or added to it); the named account, which must be the recipient's; or else the
 * recipient's latest account. Runs under the recipient's lock; a new Pix key's holder was looked up
 * before it (`pixKeyLookup`, lookUpPixKeyHolder). A destination still in its
 * cooldown (docs/security.md, "Payout destinations") is `refused`: the caller moves no money but
 * commits a destination registered here, so its cooldown runs.
 */
export async function transferDestination(
  tx: Tx,
  companyId: number,
  recipient: Recipient,
  input: CreateTransferInput,
  by?: DestinationBy,
  pixKeyLookup?: PixKeyLookup,
): Promise<{ destination: Destination; refused?: ApiError }> {
  // the time of the check, after any registration above (a cooldown of 0 is usable at once)
  const check = (d: { usableAfter: Date; confirmedAt: Date | null }, details: Record<string, unknown>) => {
    try {
      assertUsable(d, new Date(), details);
      return undefined;
    } catch (error) {
      return error as ApiError;
    }
  };
  if (input.pixKey) {
    const { pixKey } = await registerPixKey(tx, {
      companyId,
      recipientId: recipient.id,
      key: input.pixKey,
      by,
      lookup: pixKeyLookup,
    });
    return {
      destination: { type: "pix", bankAccountId: null, pixKey: pixKey.key },
      // a key whose holder nobody could look up waits for an owner, whatever its cooldown (pix-key-holder.ts)
      refused: unconfirmedPixKey(pixKey, "pixKey") ?? check(pixKey, { pixKeyId: pixKey.id, field: "pixKey" }),
    };
  }
  if (input.bankAccount) {
    const { account } = await findOrCreateBankAccount({
      companyId,
      recipient,
      account: fromRecipientSpelling(input.bankAccount),
      db: tx,
      by,
    });
    return {
      destination: { type: "bank_account", bankAccountId: account.id, pixKey: null },
      refused: check(account, { bankAccountId: account.id, field: "bankAccount" }),
    };
  }
  const account = await tx.bankAccount.findFirst({
    where: { recipientId: recipient.id, ...(input.bankAccountId && { id: input.bankAccountId }) },
    orderBy: { id: "desc" },
    select: { id: true, usableAfter: true, confirmedAt: true },
  });
  if (account) {
    assertUsable(account, new Date(), {
      bankAccountId: account.id,
      field: input.bankAccountId ? "bankAccountId" : "recipientId",
    });
    return { destination: { type: "bank_account", bankAccountId: account.id, pixKey: null } };
  }
  if (input.bankAccountId) throw notFound("bank_account");
  throw new ApiError("invalid_state", "The recipient has no bank account: send a bankAccount or a pixKey", {
    recipientId: recipient.id,
    field: "bankAccountId",
  });
}
