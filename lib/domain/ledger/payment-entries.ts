import "server-only";

import { allocateProportionally, type Pricing } from "@/lib/domain/pricing/fees";
import type { PaymentMethod } from "@/lib/schemas/transactions";

import { installmentDueDates } from "./settlement";

type Share = { recipientId: number; amount: number; feeAmount: number };

// What a payment writes: for each recipient and installment a payable (its share of the amount and
// of the fee, the first installment taking the rounding) and the ledger lines crediting the share
// and debiting the fee, both available on the installment's due date.
export function paymentLedgerEntries(opts: {
  companyId: number;
  transactionId: number;
  method: PaymentMethod;
  paidAt: Date;
  installments: number;
  pricing?: Pricing | null;
  shares: Share[];
}) {
  const dueDates = installmentDueDates(opts.method, opts.paidAt, opts.installments, opts.pricing);
  const weights = dueDates.map(() => 1);
  const base = { companyId: opts.companyId, transactionId: opts.transactionId, createdAt: opts.paidAt };
  const payables = opts.shares.flatMap((s) => {
    const amounts = allocateProportionally(s.amount, weights);
    const fees = allocateProportionally(s.feeAmount, weights);
    return dueDates.map((dueAt, k) => ({
      ...base,
      recipientId: s.recipientId,
      installment: k + 1,
      installments: dueDates.length,
      amount: amounts[k],
      fee: fees[k],
      dueAt,
    }));
  });
  const entries = payables.flatMap((p) => {
    const line = { ...base, recipientId: p.recipientId, installment: p.installment, availableAt: p.dueAt };
    return [
      ...(p.amount > 0 ? [{ ...line, type: "payment_credit" as const, amount: p.amount }] : []),
      ...(p.fee > 0 ? [{ ...line, type: "fee" as const, amount: -p.fee }] : []),
    ];
  });
  return { entries, payables: payables.filter((p) => p.amount > 0 || p.fee > 0) };
}
