import type { PaymentMethod } from "@/lib/schemas/transactions";

import { settlementDate } from "./settlement";

type Share = { recipientId: number; amount: number; feeAmount: number };

// Ledger lines for a payment: each recipient is credited its share and debited its part of the fee,
// both available at the method's settlement date.
export function paymentLedgerEntries(opts: {
  companyId: number;
  transactionId: number;
  method: PaymentMethod;
  paidAt: Date;
  shares: Share[];
}) {
  const availableAt = settlementDate(opts.method, opts.paidAt);
  return opts.shares.flatMap((s) => [
    ...(s.amount > 0
      ? [
          {
            companyId: opts.companyId,
            recipientId: s.recipientId,
            transactionId: opts.transactionId,
            type: "payment_credit" as const,
            amount: s.amount,
            availableAt,
            createdAt: opts.paidAt,
          },
        ]
      : []),
    ...(s.feeAmount > 0
      ? [
          {
            companyId: opts.companyId,
            recipientId: s.recipientId,
            transactionId: opts.transactionId,
            type: "fee" as const,
            amount: -s.feeAmount,
            availableAt,
            createdAt: opts.paidAt,
          },
        ]
      : []),
  ]);
}
