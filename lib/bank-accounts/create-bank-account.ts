import { prisma } from "@/lib/db";
import { findRecipient } from "@/lib/recipients/find-recipient";
import { bankAccountRow, type BankAccountData } from "./map-bank-account";

// Adds an account to a recipient (the company's own one when none is named). Accounts are never
// edited: a new one becomes the recipient's latest, which transfers use by default.
export async function createBankAccount({ companyId, recipientId, account }: { companyId: number; recipientId?: number; account: BankAccountData }) {
  const recipient = await findRecipient({ companyId, recipientId });
  return prisma.bankAccount.create({ data: { companyId, recipientId: recipient.id, ...bankAccountRow(account, recipient) } });
}
