import { prisma } from "@/lib/platform/db";
import type { PixRefund } from "@/lib/rails/pix/port";

/** A rail's final word on a refund it was asked for: a devolução (Pix) or a void (card). */
export type RailRefundAnswer = Pick<PixRefund, "refundId" | "status" | "returnId" | "reason" | "settledAt">;

import { lockTransaction, saveTransition } from "./lock-transaction";

/**
 * The final answer of a devolução (webhook, reconciliation, or the PSP's own answer) — or of a card
 * refund's void at the acquirer (send-card-refund.ts) — settles its refund once; a refund no longer
 * pending changes nothing (the same notification twice).
 * - DEVOLVIDO (or the void done): the refund is `refunded`; a transaction in pending_refund (or a
 *   card's fully refunded `paid`) with nothing else pending
 *   becomes `refunded` (transaction.refunded).
 * - NAO_REALIZADO: the payer's bank did not take the money back, so it returns to the merchant:
 *   `refund_reversal` lines undo the refund's lines (fee included), refundedAmount drops, a
 *   transaction in pending_refund is `paid` again, and `transaction.refund_failed` is sent.
 */
export async function settlePixRefund(answer: RailRefundAnswer): Promise<"settled" | "unchanged" | "unknown"> {
  const found = await prisma.refund.findFirst({
    where: { railRefundId: answer.refundId },
    select: { id: true, companyId: true, transactionId: true },
  });
  if (!found) return "unknown";
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, found.companyId, found.transactionId);
    const refund = await tx.refund.findUniqueOrThrow({ where: { id: found.id } });
    if (refund.status !== "pending" || answer.status === "pending") return "unchanged";
    const settledAt = answer.settledAt ? new Date(answer.settledAt) : new Date();
    if (answer.status === "refunded") {
      await tx.refund.update({
        where: { id: refund.id },
        data: { status: "refunded", railReturnId: answer.returnId, settledAt },
      });
      const stillPending = await tx.refund.count({ where: { transactionId: t.id, status: "pending" } });
      // pending_refund, or a card's full refund still `paid` while its void was on its way
      const isFullyRefunded =
        t.status === "pending_refund" || (t.status === "paid" && t.refundedAmount === t.paidAmount);
      if (isFullyRefunded && stillPending === 0) await saveTransition(tx, t, { status: "refunded", reason: "refund" });
      return "settled";
    }
    await tx.refund.update({
      where: { id: refund.id },
      data: {
        status: "failed",
        railReturnId: answer.returnId,
        failReason: answer.reason ?? "NAO_REALIZADO",
        settledAt,
      },
    });
    const lines = await tx.ledgerEntry.findMany({ where: { refundId: refund.id } });
    await tx.ledgerEntry.createMany({
      data: lines.map((l) => ({
        companyId: l.companyId,
        recipientId: l.recipientId,
        transactionId: l.transactionId,
        refundId: l.refundId,
        bucket: l.bucket,
        type: l.type === "refund" ? ("refund_reversal" as const) : l.type,
        amount: -l.amount,
        // a line on a payable still waiting goes back to that payable, the others to the balance now
        installment: l.installment,
        availableAt: l.availableAt > settledAt ? l.availableAt : settledAt,
      })),
    });
    await saveTransition(tx, t, {
      status: t.status === "pending_refund" ? "paid" : t.status,
      reason: "refund_failed",
      event: "transaction.refund_failed",
      data: { refundedAmount: t.refundedAmount - refund.amount },
    });
    return "settled";
  });
}
