import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma, type Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { storeAnswerInTx } from "@/lib/platform/idempotency-scope";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { boletoRail, pixRail } from "@/lib/rails";
import { isRailError } from "@/lib/rails/pix/port";

import { generateRemessa } from "../boletos/boleto-files";
import { queueWriteOff } from "../boletos/boleto-movements";
import { lockTransactionIn, saveTransition } from "./lock-transaction";
import { settlePixPayment } from "./settle-pix-payment";

// Sandbox (and the expiry sweep): an unpaid Pix or boleto past its due date is canceled. The row
// lock makes a concurrent payment and the expiry run one after the other: whichever comes second
// finds the status changed and fails with invalid_state, so a paid charge is never canceled.
// The sweep passes its own database transaction (`tx`), in which it has already claimed the row.
// A Pix issued at the Pix rail is removed at its provider first (PATCH /cob/{txid}), outside any
// database transaction: once removed it can no longer be paid, so canceling it here cannot lose a
// payment; if the provider says it was paid meanwhile, that payment is settled instead.
// A merchant's cancel of a waiting boleto (POST /v1/transactions/{id}/cancel) takes the same path
// with its own reason, its audit entry and the request's answer in the same commit.
export async function expireTransaction({
  companyId,
  transactionId,
  tx,
  cancel,
}: {
  companyId: number;
  transactionId: number;
  tx?: Tx;
  /** a merchant's cancel, not the due date passing */
  cancel?: { audit?: AuditBy };
}) {
  if (tx) return expireIn(tx, companyId, transactionId);
  const t = await prisma.transaction.findFirst({
    where: { id: transactionId, companyId },
    select: { status: true, paymentMethod: true, pix: true },
  });
  // a Pix, or a boleto híbrido's Pix (its cobv)
  const txid = t?.status === "waiting_payment" ? (t.pix as { txid?: string } | null)?.txid : undefined;
  if (txid) {
    const state = await pixRail()
      .cancelCharge(txid, t?.paymentMethod === "boleto" ? "cobv" : "cob")
      .catch((e) => {
        throw isRailError(e)
          ? new ApiError("rail_unavailable", `The Pix provider could not remove the charge: ${e.message}`, {
              rail: "pix",
            })
          : e;
      });
    for (const payment of state.payments) await settlePixPayment(payment);
    if (state.status === "paid")
      throw new ApiError("invalid_state", "The Pix was paid before it could be canceled", { status: "paid" });
  }
  const canceled = await prisma.$transaction((own) => expireIn(own, companyId, transactionId, cancel));
  // the built-in bank gets the write-off at once, and its retorno (09) comes back through the import
  if (canceled.paymentMethod === "boleto" && boletoRail().sandboxBank) await generateRemessa({ companyId });
  return canceled;
}

async function expireIn(tx: Tx, companyId: number, transactionId: number, cancel?: { audit?: AuditBy }) {
  const t = await lockTransactionIn(
    tx,
    { companyId, transactionId, recipients: false },
    ["waiting_payment"],
    (status) =>
      cancel
        ? `A ${status} transaction cannot be canceled; only a waiting boleto or an authorized card payment can (a paid one is refunded)`
        : `A ${status} transaction cannot expire`,
  );
  // a payment link's place held by this charge is free again (lib/domain/checkout/pay-payment-link.ts)
  await runSqlIn(
    tx,
    sql`UPDATE "PaymentLink" SET "claimedPayments" = greatest("claimedPayments" - 1, 0)
    WHERE "id" = (SELECT "paymentLinkId" FROM "Transaction" WHERE "id" = ${transactionId})`,
  );
  // a registered boleto is written off at its bank in the next remessa
  if (t.paymentMethod === "boleto") await queueWriteOff(tx, transactionId);
  if (!cancel) return saveTransition(tx, t, { status: "canceled", reason: "expired" });
  const body = await saveTransition(tx, t, { status: "canceled", reason: "canceled_by_merchant" });
  if (cancel.audit)
    await recordAudit(tx, {
      companyId,
      ...cancel.audit,
      action: "transaction.cancel",
      objectType: "transaction",
      objectId: t.id,
      before: { status: "waiting_payment" },
      after: { status: "canceled" },
    });
  await storeAnswerInTx(tx, body);
  return body;
}
