import { prisma } from "@/lib/platform/db";
import { logError } from "@/lib/platform/log";
import { runSql, sql } from "@/lib/platform/sql";
import { pixRail } from "@/lib/rails";
import { isRailError } from "@/lib/rails/pix/port";
import { recordRailEvent } from "@/lib/rails/rail-health";

import { sendPixRefund } from "./send-pix-refund";
import { settlePixPayment } from "./settle-pix-payment";
import { settlePixRefund } from "./settle-pix-refund";

const BATCH = 50;

/**
 * Reconciliation with the Pix provider, so a lost webhook never loses a payment or a refund:
 * 1. every Pix received in [from, to] (GET /pix) settles its transaction (once: settlement is
 *    idempotent), with the final devoluções it carries;
 * 2. refunds still pending are asked about (GET /pix/{e2eid}/devolucao/{id}); one the PSP never
 *    received (404: the PUT was lost) is asked for again with the same id;
 * 3. waiting charges close to their deadline are looked up (GET /cob/{txid}) in case their payment
 *    fell outside the window.
 */
export async function reconcilePix({ from, to, now = new Date() }: { from: Date; to: Date; now?: Date }) {
  const rail = pixRail();
  const counts = { payments: 0, refunds: 0, charges: 0 };
  for (const payment of await rail.listPayments({ from, to })) {
    if ((await settlePixPayment(payment)).outcome === "paid") counts.payments++;
    for (const refund of payment.refunds)
      if (refund.status !== "pending" && (await settlePixRefund(refund)) === "settled") counts.refunds++;
  }

  const pending = await prisma.refund.findMany({
    where: { status: "pending", railRefundId: { not: null } },
    orderBy: { id: "asc" },
    take: BATCH,
    select: { railRefundId: true, amount: true, transaction: { select: { pix: true } } },
  });
  for (const r of pending) {
    const end2EndId = (r.transaction.pix as { end2EndId?: string } | null)?.end2EndId;
    if (!end2EndId) continue;
    try {
      const answer = await rail.refundStatus({ end2EndId, refundId: r.railRefundId! });
      if (answer.status !== "pending" && (await settlePixRefund(answer)) === "settled") counts.refunds++;
    } catch (e) {
      if (isRailError(e) && e.details.status === 404)
        await sendPixRefund({ end2EndId, refundId: r.railRefundId!, amount: r.amount });
      else logError(`pix-reconcile-refund-${r.railRefundId}`, e);
    }
  }

  // deadlines are ISO text in the pix JSON (sorts as time): the partial index of migration 0005
  const soon = await runSql(sql<{ txid: string }>`
    SELECT "pix"->>'txid' AS "txid" FROM "Transaction"
    WHERE "status" = 'waiting_payment' AND "paymentMethod" = 'pix' AND "pix"->>'expirationDate' <= ${new Date(now.getTime() + 120_000).toISOString()}
      AND "pix"->>'txid' IS NOT NULL
    ORDER BY "pix"->>'expirationDate' LIMIT ${BATCH}::int`);
  for (const { txid } of soon) {
    const state = await rail.chargeStatus(txid).catch((e) => void logError(`pix-reconcile-cob-${txid}`, e));
    for (const payment of state?.payments ?? [])
      if ((await settlePixPayment(payment)).outcome === "paid") counts.charges++;
  }
  recordRailEvent("pix", "reconciliation");
  return counts;
}
