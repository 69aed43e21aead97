import { dayOf } from "@/lib/formats/time";
import { prisma, type Tx } from "@/lib/platform/db";
import { logWarn } from "@/lib/platform/log";
import { runSql, sql } from "@/lib/platform/sql";
import type { PixPayment } from "@/lib/rails/pix/port";

import { boletoAmountDue } from "../boletos/amount-due";
import { queueWriteOff } from "../boletos/boleto-movements";
import type { BoletoTerms } from "../boletos/issue-boleto";
import { type Locked, lockTransaction } from "./lock-transaction";
import { recordPayment } from "./record-payment";

export type PixSettlement = {
  outcome: "paid" | "duplicate" | "unknown" | "underpaid" | "late";
  transactionId: number | null;
  companyId: number | null;
};

/**
 * A Pix the provider received (webhook, reconciliation or the sandbox's payment) settles the
 * transaction whose charge has its txid — once: the row lock orders concurrent deliveries of one
 * payment, and whichever comes second finds it paid with the same end-to-end id and changes nothing.
 * Never raises for the provider's sake (a webhook must be answered 200): an unknown txid, an
 * amount below the charge (refused as under-paid: a Pix charge cannot be partially paid, the payer
 * is refunded by the merchant) or a payment after Colmeia canceled the charge are logged and
 * returned as such.
 */
export async function settlePixPayment(payment: PixPayment): Promise<PixSettlement> {
  if (!payment.txid) return { outcome: "unknown", transactionId: null, companyId: null };
  // a Pix charge, or the Pix of a boleto híbrido (each through its partial index)
  const [found] = await runSql(
    sql<{ id: number; companyId: number; paymentMethod: string }>`
      SELECT "id", "companyId", 'pix' AS "paymentMethod" FROM "Transaction"
       WHERE "paymentMethod" = 'pix' AND ("pix"->>'txid') = ${payment.txid}
      UNION ALL
      SELECT "id", "companyId", 'boleto' FROM "Transaction"
       WHERE "paymentMethod" = 'boleto' AND ("pix"->>'txid') = ${payment.txid}`,
  );
  if (!found) {
    logWarn("pix", "payment for an unknown txid", { txid: payment.txid, end2EndId: payment.end2EndId });
    return { outcome: "unknown", transactionId: null, companyId: null };
  }
  const at = { transactionId: found.id, companyId: found.companyId };
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, found.companyId, found.id, { recipients: false });
    if (t.status !== "waiting_payment") {
      const { pix } = await tx.transaction.findUniqueOrThrow({ where: { id: t.id }, select: { pix: true } });
      if ((pix as { end2EndId?: string } | null)?.end2EndId === payment.end2EndId)
        return { outcome: "duplicate" as const, ...at };
      logWarn("pix", `payment for a ${t.status} transaction: the merchant must refund it`, {
        txid: payment.txid,
        end2EndId: payment.end2EndId,
        transactionId: t.id,
      });
      return { outcome: "late" as const, ...at };
    }
    if (found.paymentMethod === "boleto") return settleHybrid(tx, t, payment, at);
    if (payment.amount < t.amount) {
      logWarn("pix", `under-paid: ${payment.amount} of ${t.amount} cents; left waiting`, {
        txid: payment.txid,
        end2EndId: payment.end2EndId,
        transactionId: t.id,
      });
      return { outcome: "underpaid" as const, ...at };
    }
    await recordPayment(tx, t, { amount: t.amount, paidAt: new Date(payment.paidAt), end2EndId: payment.end2EndId });
    return { outcome: "paid" as const, ...at };
  });
}

/**
 * The Pix of a boleto híbrido paid first: it settles the boleto when it reaches what was due that
 * day (discount, fine, interest: boletoAmountDue), for what arrived, and the boleto is written off
 * at its bank in the next remessa. Less is left waiting (the boleto can still be paid), logged.
 */
async function settleHybrid(
  tx: Tx,
  t: Locked,
  payment: PixPayment,
  at: { transactionId: number; companyId: number },
): Promise<PixSettlement> {
  const { boleto } = await tx.transaction.findUniqueOrThrow({ where: { id: t.id }, select: { boleto: true } });
  const b = boleto as (Partial<BoletoTerms> & { expirationDate: string }) | null;
  const paidAt = new Date(payment.paidAt);
  const due = boletoAmountDue(
    {
      amount: t.amount,
      dueDate: b?.expirationDate ?? dayOf(paidAt),
      fine: b?.fine,
      interest: b?.interest,
      discount: b?.discount,
    },
    dayOf(paidAt),
  );
  if (payment.amount < due) {
    logWarn("pix", `boleto híbrido under-paid by Pix: ${payment.amount} of ${due} cents; left waiting`, {
      txid: payment.txid,
      end2EndId: payment.end2EndId,
      transactionId: t.id,
    });
    return { outcome: "underpaid", ...at };
  }
  await recordPayment(tx, t, { amount: payment.amount, paidAt, end2EndId: payment.end2EndId, settlesInFull: true });
  await queueWriteOff(tx, t.id);
  return { outcome: "paid", ...at };
}
