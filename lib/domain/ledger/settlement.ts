import "server-only";

import type { Pricing } from "@/lib/domain/pricing/fees";
import { addDaysAt } from "@/lib/formats/time";
import type { PaymentMethod } from "@/lib/schemas/transactions";

// Days until a payment's money is available (docs/money.md, "Payables"): cards D+30 (they can
// still be charged back), Pix and boleto D+0 (final once paid). A company's pricing may say
// otherwise per method (`pricing.settlement`, e.g. `{"pix": 1}` for D+1).
export const DEFAULT_SETTLEMENT_DAYS: Record<PaymentMethod, number> = { credit_card: 30, pix: 0, boleto: 0 };

export function settlementDays(method: PaymentMethod, pricing?: Pricing | null): number {
  const days = pricing?.settlement?.[method] ?? DEFAULT_SETTLEMENT_DAYS[method];
  if (!Number.isSafeInteger(days) || days < 0 || days > 365)
    throw new RangeError("settlement days must be an integer from 0 to 365");
  return days;
}

// When each installment becomes available: the first after the method's settlement days, every
// later one a month (30 days) after the one before — D+30, D+60, … for a card by default. Days are
// São Paulo calendar days: the same time of day, N days later.
export function installmentDueDates(
  method: PaymentMethod,
  paidAt: Date,
  installments: number,
  pricing?: Pricing | null,
): Date[] {
  const first = settlementDays(method, pricing);
  const count = method === "credit_card" ? installments : 1;
  return Array.from({ length: count }, (_, k) => addDaysAt(paidAt, first + k * 30));
}
