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
  { amount, paidAt, end2EndId }: { amount: number; paidAt: Date; end2EndId?: string },
) {
  const splits = await tx.split.findMany({ where: { transactionId: t.id }, orderBy: { id: "asc" } });
  const amounts = allocateProportionally(
    amount,
    splits.map((s) => s.amount),
  );
  const fees = allocateProportionally(
    Math.round((splits.reduce((a, s) => a + s.feeAmount, 0) * amount) / t.amount),
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
  // under-paid: the fee is what the ledger took (in proportion), and net is what is left of what arrived
  const fee = fees.reduce((a, f) => a + f, 0);
  const partial = amount < t.amount && { feeEstimated: fee, netAmount: amount - fee };
  return saveTransition(tx, t, {
    status: amount < t.amount ? "partially_paid" : "paid",
    data: { paidAmount: amount, paidAt, ...partial, ...(pix && { pix }) },
    at: paidAt,
  });
}
