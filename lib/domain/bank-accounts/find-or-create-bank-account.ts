import "server-only";

import type { Recipient } from "@/generated/prisma/client";
import type { DestinationBy } from "@/lib/domain/payout-destinations/destination-by";
import type { Tx } from "@/lib/platform/db";

import { createBankAccount } from "./create-bank-account";
import { type BankAccountData, bankAccountRow } from "./map-bank-account";

// An account sent inline (POST /v1/transfers `bankAccount`): the recipient's stored account with
// the same bank, agency, number and digit, or else a new account of that recipient, added as
// POST /v1/bank-accounts adds one (it becomes the recipient's latest). Callers hold the recipient's
// row lock, so two requests with the same new account cannot both add it.
export async function findOrCreateBankAccount({
  companyId,
  recipient,
  account,
  db,
  by,
}: {
  companyId: number;
  recipient: Recipient;
  account: BankAccountData;
  db: Tx;
  by?: DestinationBy;
}) {
  const recipientId = recipient.id;
  const row = bankAccountRow(account, recipient);
  const stored = await db.bankAccount.findFirst({
    where: {
      companyId,
      recipientId,
      bankCode: row.bankCode,
      agency: row.agency,
      accountNumber: row.accountNumber,
      accountDigit: row.accountDigit,
    },
    orderBy: { id: "desc" },
  });
  return stored
    ? { account: stored, isNew: false }
    : {
        account: await createBankAccount({
          companyId,
          recipientId,
          account,
          db,
          by,
          holderField: "bankAccount.documentNumber",
        }),
        isNew: true,
      };
}
