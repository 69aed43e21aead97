import "server-only";

import type { PaymentMethod } from "@/lib/schemas/transactions";

const DAY = 86_400_000;

// When a payment's money becomes available to transfer (decision recorded in docs/money.md):
// cards settle D+30 (they can still be charged back); Pix and boleto are final once paid, D+0.
export function settlementDate(method: PaymentMethod, paidAt: Date): Date {
  return method === "credit_card" ? new Date(paidAt.getTime() + 30 * DAY) : paidAt;
}
