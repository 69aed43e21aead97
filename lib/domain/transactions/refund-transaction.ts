import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { debitTransaction } from "@/lib/domain/ledger/debit-transaction";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { storeAnswerInTx } from "@/lib/platform/idempotency-scope";
import { payoutRail } from "@/lib/rails";
import { pixRefundId } from "@/lib/rails/pix/pix-refund-id";
import { requireRealRail } from "@/lib/rails/require-real-rail";

import { getTransaction } from "./get-transaction";
import { lockTransaction, saveTransition } from "./lock-transaction";
import { cardRefundId, sendCardRefund } from "./send-card-refund";
import { sendPixRefund } from "./send-pix-refund";

// Refund all that remains (no amount) or part of a paid transaction. The row lock makes
// concurrent refunds queue, so their sum can never pass the paid amount.
// `audit` (who asked, from where) is recorded in the same commit (lib/domain/audit).
//
// A card paid at the acquirer is refunded there the same way, by a void of the amount
// (send-card-refund.ts); the sweep tries a pending one again (retryCardRefunds).
// A Pix paid through the Pix rail is refunded by a devolução at its provider: the refund is written
// `pending` first (the ledger holds the money; a full refund puts the transaction in
// pending_refund), committed, and only then asked of the PSP — never with a database transaction
// open — and settled when the PSP says DEVOLVIDO or NAO_REALIZADO (settle-pix-refund.ts). A PSP
// that does not answer leaves it pending for the reconciliation to ask again with the same id.
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
  const result = await prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId);
    // a boleto has no reverse rail: its refund is paid out to the payer like a transfer
    if (t.paymentMethod === "boleto") requireRealRail(payoutRail(), "payout");
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

    const pix =
      t.paymentMethod === "pix"
        ? ((await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: { pix: true } })).pix as {
            txid?: string;
            end2EndId?: string;
          } | null)
        : null;
    const viaPix = !!(pix?.txid && pix.end2EndId);
    // a card paid at the acquirer is refunded there: a void of the refund's amount
    const paymentId =
      t.paymentMethod === "credit_card"
        ? (
            await tx.transaction.findUniqueOrThrow({
              where: { id: transactionId },
              select: { acquirerPaymentId: true },
            })
          ).acquirerPaymentId
        : null;
    const viaRail = viaPix || !!paymentId;
    const created = await tx.refund.create({
      data: { companyId, transactionId, amount: value, ...(viaRail && { status: "pending" }) },
    });
    const refund = viaRail
      ? await tx.refund.update({
          where: { id: created.id },
          data: { railRefundId: viaPix ? pixRefundId(created.id) : cardRefundId(created.id) },
        })
      : created;
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
    const fullStatus = viaPix ? "pending_refund" : "refunded";
    // a card's full refund stays `paid` until the acquirer's void, a moment later, makes it
    // `refunded` (settle-pix-refund.ts), or its silence `pending_refund` (send-card-refund.ts)
    const awaitsAcquirer = isFull && !!paymentId;
    const transaction = await saveTransition(tx, t, {
      status: awaitsAcquirer ? t.status : isFull ? fullStatus : "paid",
      event: awaitsAcquirer ? null : isFull ? `transaction.${fullStatus}` : "transaction.partially_refunded",
      reason: isFull && !awaitsAcquirer ? "refund" : null,
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
    return {
      transaction,
      refund: answer,
      devolucao: viaPix ? { end2EndId: pix!.end2EndId!, refundId: refund.railRefundId!, amount: value } : null,
      cardVoid: paymentId ? { paymentId, refundId: refund.railRefundId!, amount: value } : null,
    };
  });
  if (result.devolucao) await sendPixRefund(result.devolucao);
  else if (result.cardVoid) await sendCardRefund(result.cardVoid);
  else return { transaction: result.transaction, refund: result.refund };
  return { transaction: await getTransaction({ companyId, transactionId }), refund: result.refund };
}
