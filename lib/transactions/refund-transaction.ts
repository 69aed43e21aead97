import "server-only";

import { storeAnswerInTx } from "@/lib/api/idempotency-scope";
import { type AuditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { debitTransaction } from "@/lib/ledger/debit-transaction";

import { lockTransaction, saveTransition } from "./lock-transaction";

// Refund all that remains (no amount) or part of a paid transaction. The row lock makes
// concurrent refunds queue, so their sum can never pass the paid amount.
// `audit` (who asked, from where) is recorded in the same commit (lib/audit).
export async function refundTransaction({
  companyId,
  transactionId,
  amount,
  audit,
}: {
  companyId: number;
  transactionId: number;
  amount?: number;
  audit?: AuditBy;
}) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId);
    if (t.status !== "paid")
      throw new ApiError("invalid_state", `A ${t.status} transaction cannot be refunded; only paid ones can`, {
        status: t.status,
      });
    const refundable = t.paidAmount - t.refundedAmount;
    const value = amount ?? refundable;
    if (!Number.isInteger(value) || value <= 0)
      throw new ApiError("invalid_amount", "Refund amount must be a positive integer in cents", {
        field: "amount",
        refundable,
      });
    if (value > refundable)
      throw new ApiError("refund_exceeds_available", `Refund of ${value} exceeds the refundable ${refundable} cents`, {
        field: "amount",
        refundable,
        requested: value,
      });

    const refund = await tx.refund.create({ data: { companyId, transactionId, amount: value } });
    await debitTransaction(tx, {
      companyId,
      transactionId,
      amount: value,
      remaining: refundable,
      type: "refund",
      refundId: refund.id,
    });
    const refundedAmount = t.refundedAmount + value;
    const isFull = refundedAmount === t.paidAmount;
    const transaction = await saveTransition(tx, t, {
      status: isFull ? "refunded" : "paid",
      event: isFull ? "transaction.refunded" : "transaction.partially_refunded",
      reason: isFull ? "refund" : null,
      data: { refundedAmount },
    });
    const answer = { id: refund.id, amount: refund.amount, createdAt: refund.createdAt.toISOString() };
    // the refund routes answer the Refund: stored with the refund's own commit (idempotency-scope.ts)
    if (audit)
      await recordAudit(tx, {
        companyId,
        ...audit,
        action: "refund.create",
        objectType: "transaction",
        objectId: transactionId,
        before: { refundedAmount: t.refundedAmount, status: t.status },
        after: { refundId: refund.id, amount: value, refundedAmount, status: isFull ? "refunded" : "paid" },
      });
    await storeAnswerInTx(tx, answer);
    return { transaction, refund: answer };
  });
}
