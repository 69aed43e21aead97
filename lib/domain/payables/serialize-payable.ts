import "server-only";

import type { PayableRow } from "@/lib/domain/ledger/payable-sql";
import type { Payable } from "@/lib/schemas/payables";

const iso = (d: Date | string) => new Date(d).toISOString();

export function toPayable(r: PayableRow): Payable {
  return {
    id: r.id,
    recipientId: r.recipientId,
    transactionId: r.transactionId,
    paymentMethod: r.paymentMethod,
    installment: r.installment,
    installments: r.installments,
    status: r.status,
    amount: r.amount,
    fee: r.fee,
    deductions: r.deductions,
    feeReturned: r.feeReturned,
    netAmount: r.netAmount,
    anticipationFee: r.anticipationFee,
    anticipationId: r.anticipationId,
    paymentDate: iso(r.paymentDate),
    originalPaymentDate: iso(r.originalPaymentDate),
    createdAt: iso(r.createdAt),
  };
}
