import "server-only";

import { reverseChargeback } from "@/lib/domain/ledger/reverse-chargeback";
import { prisma, type Tx } from "@/lib/platform/db";
import type { Transaction } from "@/lib/schemas/transactions";

import { lockTransactionIn, saveTransition } from "./lock-transaction";

// The merchant wins the dispute of an in_protest transaction (sandbox action, or the sandbox's
// verdict on evidence, lib/domain/disputes). It is paid again and the held amount goes back to the
// recipients it was taken from (`chargeback_reversal` lines); its open Dispute closes won. The row
// lock makes a second win, or a chargeback racing it, see the new status and stop. `tx`: a caller's
// database transaction to run in.
export async function winDispute({
  companyId,
  transactionId,
  tx,
}: {
  companyId: number;
  transactionId: number;
  tx?: Tx;
}): Promise<Transaction> {
  if (!tx) return prisma.$transaction((inner) => winDispute({ companyId, transactionId, tx: inner }));
  const t = await lockTransactionIn(
    tx,
    { companyId, transactionId },
    ["in_protest"],
    (status) => `Only a disputed (in_protest) transaction can win its dispute (this one is ${status})`,
  );
  await reverseChargeback(tx, { companyId, transactionId });
  await tx.dispute.updateMany({
    where: { companyId, transactionId, status: "open" },
    data: { status: "won", closedAt: new Date() },
  });
  // its own event, not a second transaction.paid: an integration that ships on paid must not ship twice
  return saveTransition(tx, t, { status: "paid", reason: "dispute_won", event: "transaction.dispute_won" });
}
