import "server-only";

import { settings } from "@/lib/platform/env";
import { addDays, todayInSaoPaulo } from "@/lib/schemas/reports";

// When a waiting Pix or boleto stops being payable, and when the expiry sweep cancels it
// (expire-due-charges.ts). Pure functions: the hosted checkout and the sweep share them.

// Brasília time (no daylight saving since 2019): a boleto's due date is a calendar day there.
const BRASILIA_OFFSET_MS = -3 * 3_600_000;
const DAY_MS = 86_400_000;

/** Days after its due date that an unpaid boleto stays waiting before it is canceled (default 5). */
export function boletoCancelAfterDays(): number {
  return settings().BOLETO_CANCEL_AFTER_DAYS;
}

/** A boleto is payable through the whole of its due date, Brasília time. */
export function boletoPayableUntil(dueDate: string): Date {
  return new Date(Date.parse(`${dueDate}T00:00:00.000Z`) - BRASILIA_OFFSET_MS + DAY_MS - 1);
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
