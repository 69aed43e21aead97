import "server-only";

import { nextBankDay } from "@/lib/formats/bank-days";
import { addDays, endOfDay, formatDateBR, todayInSaoPaulo } from "@/lib/formats/time";
import { settings } from "@/lib/platform/env";

// When a waiting Pix or boleto stops being payable, and when the expiry sweep cancels it
// (expire-due-charges.ts). Pure functions: the hosted checkout and the sweep share them.

/** Days after its due date that an unpaid boleto stays waiting before it is canceled (default 5). */
export function boletoCancelAfterDays(): number {
  return settings().BOLETO_CANCEL_AFTER_DAYS;
}

type PayableBoleto = { expirationDate: string; fine?: unknown; interest?: unknown };

/**
 * The last São Paulo day a waiting boleto can be paid: with a fine or interest, which price paying
 * late, until its grace period ends (due date + BOLETO_CANCEL_AFTER_DAYS; the next day it is canceled
 * and written off at the bank); without them ("Não receber após o vencimento"), its due date — or,
 * when the banks are closed that day, the next day they open (within the grace period).
 */
export function boletoLastPayableDay(boleto: PayableBoleto): string {
  const lastOfGrace = addDays(boleto.expirationDate, boletoCancelAfterDays());
  if (isPayableLate(boleto)) return lastOfGrace;
  const nextOpen = nextBankDay(boleto.expirationDate);
  return nextOpen < lastOfGrace ? nextOpen : lastOfGrace;
}

/** Whether a boleto's terms (fine, interest) let it be paid after its due date. */
export const isPayableLate = (boleto: PayableBoleto) => Boolean(boleto.fine || boleto.interest);

/** A boleto is payable through the whole of its last payable day, a São Paulo calendar day. */
export function boletoPayableUntil(boleto: PayableBoleto): Date {
  return endOfDay(boletoLastPayableDay(boleto));
}

/** "Local de pagamento" as the slip and the PDF print it. */
export function boletoPaymentPlace(boleto: PayableBoleto): string {
  if (!isPayableLate(boleto)) return "Pagável em qualquer banco, lotérica ou app bancário até o vencimento";
  const until = formatDateBR(boletoLastPayableDay(boleto));
  return `Pagável em qualquer banco, lotérica ou app até ${until} (após o vencimento, com multa e juros)`;
}

/** When a waiting charge can no longer be paid: pix.expirationDate, or the end of a boleto's last payable day. */
export function payableUntil(charge: {
  pix?: { expirationDate: string } | null;
  boleto?: PayableBoleto | null;
}): Date | null {
  if (charge.pix) return new Date(charge.pix.expirationDate);
  if (charge.boleto) return boletoPayableUntil(charge.boleto);
  return null;
}

/**
 * The latest due date ("YYYY-MM-DD") whose grace period is over at `now`: a boleto due on day D is
 * canceled from 00:00 (Brasília) of day D + graceDays + 1, so a payment made on the due date, which
 * the banks settle up to three working days later, still finds it waiting.
 */
export function lastCancelableDueDate(now: Date, graceDays: number): string {
  return addDays(todayInSaoPaulo(now), -(graceDays + 1));
}
