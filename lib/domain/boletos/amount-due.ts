// What settles a boleto on the day it is paid (docs/rails.md, Boleto rail, "Judging a payment").
// Pure: the retorno import and the Pix of a boleto híbrido both judge with it.

import { nextBankDay } from "@/lib/formats/bank-days";
import { interestPerDay, percentageOf } from "@/lib/formats/cnab240/cobranca";
import { dayDiff } from "@/lib/formats/time";

export type BoletoChargeTerms = {
  amount: number;
  dueDate: string;
  fine?: { amount?: number; percentage?: number };
  interest?: { amountPerDay?: number; monthlyPercentage?: number };
  discount?: { amount?: number; percentage?: number; until: string };
  /**
   * the bank that collects it: Itaú (341) was sent the monthly rate as cents a day (rounded once,
   * in the remessa), so its interest is that a day; the others compute the whole interest from the
   * rate and round it once
   */
  bank?: string;
};

const hundredths = (percentage: number) => Math.round(percentage * 100);

/** A discount's value in cents. */
export const discountValue = (amount: number, d: { amount?: number; percentage?: number }) =>
  d.amount ?? percentageOf(amount, hundredths(d.percentage!));

/** The fine and interest due on a boleto paid `daysLate` calendar days after its due date. */
export function lateCharges(b: BoletoChargeTerms, daysLate: number): number {
  const fine = b.fine ? (b.fine.amount ?? percentageOf(b.amount, hundredths(b.fine.percentage!))) : 0;
  const i = b.interest;
  if (!i) return fine;
  if (i.amountPerDay !== undefined) return fine + i.amountPerDay * daysLate;
  const rate = hundredths(i.monthlyPercentage!);
  if (b.bank === "341") return fine + interestPerDay(b.amount, rate) * daysLate;
  return fine + Math.round((b.amount * rate * daysLate) / 10000 / 30);
}

/**
 * What settles a boleto paid on `paidOn` (São Paulo date): on or before the discount's date, the
 * amount less the discount; up to the due date — or, when the banks are closed that day (weekend,
 * national holiday), up to the next day they open — the amount; after it, the amount plus the fine
 * and the interest of each calendar day since the due date. A payment of at least this is `paid`,
 * less is `partially_paid`.
 */
export function boletoAmountDue(b: BoletoChargeTerms, paidOn: string): number {
  if (b.discount && paidOn <= b.discount.until) return b.amount - discountValue(b.amount, b.discount);
  if (paidOn <= nextBankDay(b.dueDate)) return b.amount;
  return b.amount + lateCharges(b, dayDiff(b.dueDate, paidOn));
}
