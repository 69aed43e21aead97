import "server-only";

import type { Tx } from "@/lib/platform/db";

import { debitTransaction } from "./debit-transaction";

// A dispute (opened, or a chargeback straight from paid) takes what was paid and not refunded back
// from the recipients, in their split proportions, without giving the fee back; allowed below zero.
export async function holdDisputedAmount(
  tx: Tx,
  t: { companyId: number; id: number; paidAmount: number; refundedAmount: number },
): Promise<void> {
  const disputed = t.paidAmount - t.refundedAmount;
  await debitTransaction(tx, {
    companyId: t.companyId,
    transactionId: t.id,
    amount: disputed,
    remaining: disputed,
    type: "chargeback",
  });
}
