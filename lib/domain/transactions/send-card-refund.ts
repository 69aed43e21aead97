import "server-only";

import { prisma } from "@/lib/platform/db";
import { logError, logWarn } from "@/lib/platform/log";
import { cardRail } from "@/lib/rails";
import { isRailError } from "@/lib/rails/card/port";

import { lockTransaction, saveTransition } from "./lock-transaction";
import { settlePixRefund } from "./settle-pix-refund";

/** A pending refund younger than this may still be on its way to the acquirer: the sweep leaves it. */
export const CARD_REFUND_GRACE_MS = 5 * 60_000;

/** The rail id of a card refund: names it in logs and in the settlement (letters and digits). */
export const cardRefundId = (refundId: number) => `card${refundId}`;

export type CardVoid = { paymentId: string; refundId: string; amount: number };

const settle = (refundId: string, status: "refunded" | "failed", returnId: string | null, reason: string | null) =>
  settlePixRefund({ refundId, status, returnId, reason, settledAt: new Date().toISOString() });

/**
 * Returns a card refund's amount to the payer at the acquirer (a void of that amount of the payment)
 * once the refund is committed `pending` (refund-transaction.ts), and settles it: `refunded` when
 * the acquirer did it; `failed` — the money back with the merchant, `transaction.refund_failed` —
 * when it refuses for good; still `pending` when it could not be asked or said "not now" (its timing
 * rules), for the sweep to try again (retryCardRefunds). Returns whether it was settled.
 */
export async function sendCardRefund(v: CardVoid): Promise<boolean> {
  try {
    const payment = await cardRail().void({ paymentId: v.paymentId, amount: v.amount });
    await settle(v.refundId, "refunded", payment.acquirerResponseCode, null);
    return true;
  } catch (e) {
    if (isRailError(e) && !e.details.isRetryable) {
      await settle(v.refundId, "failed", null, `the acquirer refused the void: ${e.message}`.slice(0, 255));
      return true;
    }
    logError(`card-refund-${v.refundId}`, e);
    await markPendingRefund(v.refundId);
    return false;
  }
}

// The acquirer did not do it yet: a full refund's transaction says so (pending_refund, its event).
async function markPendingRefund(railRefundId: string) {
  const refund = await prisma.refund.findFirst({
    where: { railRefundId, status: "pending" },
    select: { companyId: true, transactionId: true },
  });
  if (!refund) return;
  await prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, refund.companyId, refund.transactionId, { recipients: false });
    if (t.status === "paid" && t.refundedAmount === t.paidAmount)
      await saveTransition(tx, t, { status: "pending_refund", reason: "refund" });
  });
}

/**
 * The sweep's half for card refunds left `pending` (the acquirer down, a "not now", a process
 * killed after the commit). A void whose answer was lost may have happened, and the acquirer's
 * partial voids carry no id of ours: so each payment is read first, and what it has voided beyond
 * the refunds already settled is matched to the oldest pending refunds (in the order they were
 * sent); those are settled, the rest voided now. A sum that matches no run of them is left to an
 * operator (logged), never voided again.
 */
export async function retryCardRefunds({ now = new Date(), limit = 50 } = {}): Promise<number> {
  const pending = await prisma.refund.findMany({
    // younger ones may still be on their way to the acquirer (sendCardRefund after the commit)
    where: {
      status: "pending",
      railRefundId: { startsWith: "card" },
      createdAt: { lt: new Date(now.getTime() - CARD_REFUND_GRACE_MS) },
    },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, transactionId: true, amount: true, railRefundId: true },
  });
  let settled = 0;
  for (const transactionId of new Set(pending.map((r) => r.transactionId))) {
    const mine = pending.filter((r) => r.transactionId === transactionId);
    const t = await prisma.transaction.findUniqueOrThrow({
      where: { id: transactionId },
      select: { acquirerPaymentId: true, refunds: { where: { status: "refunded" }, select: { amount: true } } },
    });
    if (!t.acquirerPaymentId) continue;
    try {
      const payment = await cardRail().payment({ paymentId: t.acquirerPaymentId });
      if (!payment) continue;
      let unexplained = payment.voidedAmount - t.refunds.reduce((a, r) => a + r.amount, 0);
      let i = 0;
      while (i < mine.length && unexplained >= mine[i].amount) {
        await settle(mine[i].railRefundId!, "refunded", payment.acquirerResponseCode, null);
        unexplained -= mine[i++].amount;
        settled++;
      }
      if (unexplained !== 0) {
        logWarn("card", `payment ${t.acquirerPaymentId} has voided ${unexplained} cents no refund explains`, {
          transactionId,
        });
        continue;
      }
      for (const r of mine.slice(i))
        if (await sendCardRefund({ paymentId: t.acquirerPaymentId, refundId: r.railRefundId!, amount: r.amount }))
          settled++;
    } catch (e) {
      if (!isRailError(e)) throw e;
      logWarn("card", `the acquirer could not be asked about payment ${t.acquirerPaymentId}`, { transactionId });
    }
  }
  return settled;
}
