import "server-only";

import { holdDisputedAmount } from "@/lib/domain/ledger/hold-disputed-amount";
import { prisma, type Tx } from "@/lib/platform/db";
import type { Transaction } from "@/lib/schemas/transactions";

import { lockTransactionIn, saveTransition } from "./lock-transaction";

// The payer's dispute ends against the merchant, for any payment method (sandbox action, the
// sandbox's verdict on evidence, or a dispute left unanswered past its deadline, lib/domain/disputes).
// Straight from paid, what was not refunded is debited now and a Dispute is written born lost; from
// in_protest (a dispute lost) that money was held when the dispute opened (dispute-transaction.ts),
// so nothing is debited twice, and the open Dispute closes lost. `tx`: a caller's database
// transaction to run in.
export async function chargebackTransaction({
  companyId,
  transactionId,
  tx,
}: {
  companyId: number;
  transactionId: number;
  tx?: Tx;
}): Promise<Transaction> {
  if (!tx) return prisma.$transaction((inner) => chargebackTransaction({ companyId, transactionId, tx: inner }));
  const t = await lockTransactionIn(
    tx,
    { companyId, transactionId },
    ["paid", "in_protest"],
    (status) => `Only a paid or disputed transaction can be charged back (this one is ${status})`,
  );
  const now = new Date();
  if (t.status === "paid") {
    await holdDisputedAmount(tx, t);
    await tx.dispute.create({
      data: {
        companyId,
        transactionId,
        status: "lost",
        reason: "chargeback",
        amount: t.paidAmount - t.refundedAmount,
        responseDueAt: now,
        closedAt: now,
        createdAt: now,
      },
    });
  } else {
    await tx.dispute.updateMany({
      where: { companyId, transactionId, status: "open" },
      data: { status: "lost", closedAt: now },
    });
  }
  return saveTransition(tx, t, { status: "chargedback", reason: "chargeback" });
}
