import "server-only";

import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { type DestinationBy, isOwnerSession } from "@/lib/domain/payout-destinations/destination-by";
import { recordDestinationChange } from "@/lib/domain/payout-destinations/record-destination-change";
import { usableAfterFrom } from "@/lib/domain/payout-destinations/usable-after";
import { type Db, prisma, type Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";

import { type BankAccountData, bankAccountRow } from "./map-bank-account";

type Options = {
  companyId: number;
  recipientId?: number;
  account: BankAccountData;
  db?: Db | Tx;
  by?: DestinationBy;
  // where the holder's document was sent, for the error: "holderDocument", "bankAccount.documentNumber"…
  holderField?: string;
};

// Adds an account to a recipient (the company's own one when none is named). Accounts are never
// edited: a new one becomes the recipient's latest, which transfers use by default. A payout
// destination a leaked key cannot abuse (docs/security.md): the holder must be the recipient
// unless an owner in the dashboard marks it a third party's, and it receives transfers only after
// PAYOUT_DESTINATION_COOLDOWN_HOURS unless an owner confirms it. `db` lets a transfer add its
// inline account inside its own database transaction.
export async function createBankAccount({ db = prisma, ...options }: Options) {
  if ("$transaction" in db) return db.$transaction((tx) => addAccount(tx, options));
  return addAccount(db, options);
}

async function addAccount(
  tx: Tx,
  { companyId, recipientId, account, by, holderField = "holderDocument" }: Omit<Options, "db">,
) {
  const recipient = await findRecipient({ companyId, recipientId, db: tx });
  const row = bankAccountRow(account, recipient);
  const isThirdParty = row.holderDocument !== recipient.documentNumber;
  if (account.thirdParty && !isOwnerSession(by))
    throw new ApiError(
      "forbidden",
      "Only an owner signed in to the dashboard can add an account held by someone other than the recipient",
      { field: "thirdParty" },
    );
  if (isThirdParty && !account.thirdParty)
    throw new ApiError(
      "holder_document_mismatch",
      "The account holder's document must be the recipient's; an owner can add a third party's account in the dashboard",
      { field: holderField, recipientDocument: recipient.documentNumber },
    );
  const now = new Date();
  const created = await tx.bankAccount.create({
    data: {
      companyId,
      recipientId: recipient.id,
      ...row,
      thirdParty: isThirdParty,
      usableAfter: usableAfterFrom(now),
      createdAt: now,
    },
  });
  await recordDestinationChange(tx, {
    companyId,
    kind: "bank_account",
    change: "created",
    by,
    destination: {
      id: created.id,
      recipientId: created.recipientId,
      bankCode: created.bankCode,
      agency: created.agency,
      accountNumber: created.accountNumber,
      accountDigit: created.accountDigit,
      holderName: created.holderName,
      holderDocument: created.holderDocument,
      thirdParty: created.thirdParty,
      usableAfter: created.usableAfter.toISOString(),
    },
  });
  return created;
}
