import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { debitTransaction } from "@/lib/ledger/debit-transaction";
import { lockTransaction, saveTransition } from "./lock-transaction";

// Sandbox: the cardholder disputes a paid card transaction; what was not refunded yet is debited.
export async function chargebackTransaction({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId);
    if (t.status !== "paid" || t.paymentMethod !== "credit_card")
      throw new ApiError("invalid_state", `Only a paid card transaction can be charged back (this one is ${t.status})`, { status: t.status });
    const disputed = t.paidAmount - t.refundedAmount;
    await debitTransaction(tx, { companyId, transactionId, amount: disputed, remaining: disputed, type: "chargeback" });
    return saveTransition(tx, t, { status: "chargedback", reason: "chargeback" });
  });
}
