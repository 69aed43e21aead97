import { prisma, type Db, type Tx } from "@/lib/db";
import { findRecipient } from "@/lib/recipients/find-recipient";
import { bankAccountRow, type BankAccountData } from "./map-bank-account";

// Adds an account to a recipient (the company's own one when none is named). Accounts are never
// edited: a new one becomes the recipient's latest, which transfers use by default. `db` lets a
// transfer add its inline account inside its own database transaction.
export async function createBankAccount({ companyId, recipientId, account, db = prisma }: { companyId: number; recipientId?: number; account: BankAccountData; db?: Db | Tx }) {
  const recipient = await findRecipient({ companyId, recipientId, db });
  return db.bankAccount.create({ data: { companyId, recipientId: recipient.id, ...bankAccountRow(account, recipient) } });
}
