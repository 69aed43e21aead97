import "server-only";

import type { BankAccount } from "@/generated/prisma/client";
import { type PayingAccount, type PaymentOrder, paymentOrderProblem } from "@/lib/formats/cnab240/pagamentos";
import type { Tx } from "@/lib/platform/db";
import type { PayoutAccountSettings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";

// A transfer as a CNAB 240 payment order (docs/rails.md, Payout rail), and whether the paying
// account's layout can carry it.

export type TransferForOrder = {
  id: number;
  amount: number;
  type: "bank_account" | "pix";
  pixKey: string | null;
  recipientName: string;
  recipientDocument: string;
  bankCode: string | null;
  agency: string | null;
  agencyDigit: string | null;
  accountNumber: string | null;
  accountDigit: string | null;
  accountType: string | null;
  holderName: string | null;
  holderDocument: string | null;
};

export const docType = (document: string): "cpf" | "cnpj" => (document.length === 14 ? "cnpj" : "cpf");

/** A Pix key as stored (a lower-case e-mail or UUID, a phone as +55…, CPF or CNPJ digits) and its type. */
function pixKeyOf(key: string): { keyType: "phone" | "email" | "cpf_cnpj" | "evp"; key: string } {
  if (key.includes("@")) return { keyType: "email", key };
  if (key.startsWith("+")) return { keyType: "phone", key };
  if (/^\d{11}$|^\d{14}$/.test(key)) return { keyType: "cpf_cnpj", key };
  return { keyType: "evp", key };
}

export function orderOf(t: TransferForOrder, paymentDate: string): PaymentOrder {
  if (t.type === "pix")
    return {
      ourNumber: String(t.id),
      amount: t.amount,
      paymentDate,
      payee: { name: t.recipientName, documentType: docType(t.recipientDocument), document: t.recipientDocument },
      destination: { kind: "pix_key", ...pixKeyOf(t.pixKey!) },
    };
  return {
    ourNumber: String(t.id),
    amount: t.amount,
    paymentDate,
    payee: { name: t.holderName!, documentType: docType(t.holderDocument!), document: t.holderDocument! },
    destination: {
      kind: "account",
      bank: t.bankCode!,
      agency: t.agency!,
      ...(t.agencyDigit && { agencyDigit: t.agencyDigit }),
      account: t.accountNumber!,
      accountDigit: t.accountDigit!,
      accountType: t.accountType === "conta_poupanca" ? "savings" : "checking",
    },
  };
}

/** The paying account as a file names it: the instance's account, the company whose transfers it carries. */
export const payingAccountOf = (
  account: PayoutAccountSettings,
  company: { legalName: string; documentNumber: string },
): PayingAccount => ({
  ...account,
  company: { name: company.legalName, documentType: docType(company.documentNumber), document: company.documentNumber },
});

/** The merchant's words for an order the layout cannot carry (the field path without its index). */
export const unfileableReason = (problem: Error & { field: string }, bank: string): string =>
  `The payment file of bank ${bank} cannot carry this destination: ${problem.message.replace(/^orders\[\d+\]\./, "")}`;

/**
 * POST /v1/transfers with the cnab240 payout rail: a destination the paying bank's layout cannot
 * carry (an account number longer than its field…) is refused before any money moves, 422
 * `payout_destination_unsupported`, instead of failing at the remessa.
 */
export async function assertFileable(
  tx: Tx,
  {
    account,
    companyId,
    recipient,
    destination,
    amount,
  }: {
    account: PayoutAccountSettings;
    companyId: number;
    recipient: { legalName: string; documentNumber: string };
    destination: { type: "bank_account" | "pix"; bankAccountId: number | null; pixKey: string | null };
    amount: number;
  },
): Promise<void> {
  const company = await tx.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { legalName: true, documentNumber: true },
  });
  const bank: BankAccount | null = destination.bankAccountId
    ? await tx.bankAccount.findUnique({ where: { id: destination.bankAccountId } })
    : null;
  const order = orderOf(
    {
      id: 1,
      amount,
      type: destination.type,
      pixKey: destination.pixKey,
      recipientName: recipient.legalName,
      recipientDocument: recipient.documentNumber,
      bankCode: bank?.bankCode ?? null,
      agency: bank?.agency ?? null,
      agencyDigit: bank?.agencyDigit ?? null,
      accountNumber: bank?.accountNumber ?? null,
      accountDigit: bank?.accountDigit ?? null,
      accountType: bank?.accountType ?? null,
      holderName: bank?.holderName ?? null,
      holderDocument: bank?.holderDocument ?? null,
    },
    "2000-01-03",
  );
  const problem = paymentOrderProblem(payingAccountOf(account, company), order);
  if (problem)
    throw new ApiError("payout_destination_unsupported", unfileableReason(problem, account.bank), {
      field: destination.type === "pix" ? "pixKey" : "bankAccount",
      layoutField: problem.field.replace(/^orders\[\d+\]\./, ""),
      bankAccountId: destination.bankAccountId,
    });
}
