import { paymentLedgerEntries } from "@/lib/domain/ledger/payment-entries";
import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { allocateProportionally } from "@/lib/domain/pricing/fees";
import type { Tx } from "@/lib/platform/db";

import { type Locked, saveTransition } from "./lock-transaction";

// Writes a payment of a waiting Pix or boleto whose row the caller has locked: ledger credits in
// proportion to what arrived, the new status (partially_paid when a boleto arrived short), the
// Pix's end-to-end id, the timeline and the event. The caller has checked the status and amount.
export async function recordPayment(
  tx: Tx,
  t: Locked,
  {
    amount,
    paidAt,
    end2EndId,
    settlesInFull = amount >= t.amount,
  }: {
    amount: number;
    paidAt: Date;
    end2EndId?: string;
    /** a boleto paid with its discount settles in full below its amount (boletoAmountDue) */
    settlesInFull?: boolean;
  },
) {
  const splits = await tx.split.findMany({ where: { transactionId: t.id }, orderBy: { id: "asc" } });
  const amounts = allocateProportionally(
    amount,
    splits.map((s) => s.amount),
  );
  const fees = allocateProportionally(
    // the fee follows what arrived, up to the whole amount's (a boleto paid with interest pays no more fee)
    Math.round((splits.reduce((a, s) => a + s.feeAmount, 0) * Math.min(amount, t.amount)) / t.amount),
    splits.map((s) => s.feeAmount),
  );
  const shares = splits.map((s, i) => ({ recipientId: s.recipientId, amount: amounts[i], feeAmount: fees[i] }));
  const pricing = await companyPricing(tx, t.companyId);
  const { entries, payables } = paymentLedgerEntries({
    companyId: t.companyId,
    transactionId: t.id,
    method: t.paymentMethod,
    paidAt,
    installments: 1,
    pricing,
    shares,
  });
  await tx.ledgerEntry.createMany({ data: entries });
  await tx.payable.createMany({ data: payables });

  const current = end2EndId
    ? await tx.transaction.findUniqueOrThrow({ where: { id: t.id }, select: { pix: true } })
    : null;
  const pix = end2EndId ? { ...(current!.pix as object), end2EndId } : undefined;
  // under- or over-paid (a boleto short, or with fine and interest): the fee is what the ledger took, net the rest
  const fee = fees.reduce((a, f) => a + f, 0);
  const partial = amount !== t.amount && { feeEstimated: fee, netAmount: amount - fee };
  return saveTransition(tx, t, {
    status: settlesInFull ? "paid" : "partially_paid",
    data: { paidAmount: amount, paidAt, ...partial, ...(pix && { pix }) },
    at: paidAt,
  });
}
