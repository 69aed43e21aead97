import "server-only";

import { addDays, endOfDay, todayInSaoPaulo } from "@/lib/formats/time";
import { settings } from "@/lib/platform/env";

// When a waiting Pix or boleto stops being payable, and when the expiry sweep cancels it
// (expire-due-charges.ts). Pure functions: the hosted checkout and the sweep share them.

/** Days after its due date that an unpaid boleto stays waiting before it is canceled (default 5). */
export function boletoCancelAfterDays(): number {
  return settings().BOLETO_CANCEL_AFTER_DAYS;
}

/** A boleto is payable through the whole of its due date, a São Paulo calendar day. */
export function boletoPayableUntil(dueDate: string): Date {
  return endOfDay(dueDate);
}

/** The instant a waiting charge can no longer be paid: pix.expirationDate, or the end of the boleto's due date. */
export function payableUntil(charge: {
  pix?: { expirationDate: string } | null;
  boleto?: { expirationDate: string } | null;
}): Date | null {
  if (charge.pix) return new Date(charge.pix.expirationDate);
  if (charge.boleto) return boletoPayableUntil(charge.boleto.expirationDate);
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
