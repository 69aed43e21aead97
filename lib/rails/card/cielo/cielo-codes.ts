import "server-only";

import type { CardBrand } from "@/lib/formats/card-brand";

import type { CardPaymentStatus, CardRefusal } from "../port";
import type { CieloBrand } from "./schemas";

// The one table from Cielo's words to Colmeia's (docs/rails.md prints it): Payment.Status decides
// the state (the manual: Status, not ReturnCode, is the transaction's state), ReturnCode says why a
// card was refused. An unknown Status or ReturnCode is a refusal, never an exception; the raw code
// stays on the transaction (acquirerResponseCode).

/** Payment.Status → Colmeia's state of the payment at the acquirer. */
export const CIELO_STATUS: Readonly<Record<number, { name: string; status: CardPaymentStatus; reason?: CardRefusal }>> =
  {
    0: { name: "NotFinished", status: "pending" },
    1: { name: "Authorized", status: "authorized" },
    2: { name: "PaymentConfirmed", status: "paid" },
    3: { name: "Denied", status: "refused" },
    10: { name: "Voided", status: "voided" },
    11: { name: "Refunded", status: "voided" },
    12: { name: "Pending", status: "pending" },
    13: { name: "Aborted", status: "refused", reason: "processing_error" },
    20: { name: "Scheduled", status: "pending" },
  };

/**
 * ReturnCode of a denied sale → refusedReason. Codes are the issuers' (ABECS and Cielo's own),
 * compared as Cielo sends them ("05" and "5" are the same code). Decisions where the manual is
 * ambiguous: 57 is "transaction not permitted for the card" in production (Cielo's own sandbox
 * uses it for "expired card", the built-in server answers 54 for that); 78 (new card not unlocked)
 * is a decline the payer can fix, not fraud; lost and stolen cards (41, 43) are suspected fraud.
 */
export const CIELO_RETURN_CODES: Readonly<Record<string, CardRefusal>> = {
  "05": "do_not_honor",
  "5": "do_not_honor",
  FA: "do_not_honor",
  "51": "insufficient_funds",
  "70": "insufficient_funds",
  "116": "insufficient_funds",
  "121": "insufficient_funds",
  A5: "insufficient_funds",
  "54": "expired_card",
  BV: "expired_card",
  "101": "expired_card",
  N7: "invalid_cvv",
  "63": "invalid_cvv",
  "59": "suspected_fraud",
  "41": "suspected_fraud",
  "43": "suspected_fraud",
  "57": "card_declined",
  "78": "card_declined",
  "77": "card_declined",
  "14": "card_declined",
  "56": "card_declined",
  "82": "card_declined",
  BM: "card_declined",
  KA: "card_declined",
  "60": "card_declined",
  "62": "card_declined",
  "91": "processing_error",
  "96": "processing_error",
  "98": "processing_error",
  "99": "processing_error",
  "999": "processing_error",
  AA: "processing_error",
};

/** Why a denied payment was refused: by its ReturnCode; an unknown or missing code is card_declined. */
export function refusalOf(returnCode: string | null): CardRefusal {
  return (
    (returnCode != null && Object.hasOwn(CIELO_RETURN_CODES, returnCode) && CIELO_RETURN_CODES[returnCode]) ||
    "card_declined"
  );
}

/** Colmeia's state and refusal reason of a Cielo payment (Status, ReturnCode). */
export function mapCieloStatus(
  status: number,
  returnCode: string | null,
): { status: CardPaymentStatus; refusedReason: CardRefusal | null } {
  const known = Object.hasOwn(CIELO_STATUS, status) ? CIELO_STATUS[status] : undefined;
  // an unknown Status is a refusal: nothing Colmeia does counts on a payment it cannot read
  if (!known) return { status: "refused", refusedReason: refusalOf(returnCode) };
  if (known.status !== "refused") return { status: known.status, refusedReason: null };
  return { status: "refused", refusedReason: known.reason ?? refusalOf(returnCode) };
}

/** ReturnCodes of a void Cielo carried out (0 approved, 9 total approved, 6 partial in older manuals). */
export const VOID_DONE = new Set(["0", "00", "6", "9"]);

/**
 * ReturnCodes of a void Cielo refused for now: a pending or concurrent cancellation (10, 223, 476),
 * the 5-second spacing rule, a processing failure or timeout (57, 99, 97, 98, 504, 475), the
 * merchant's balance in its financial agenda (43, 55, 56, 72, 76). The refund waits and is asked
 * again (the domain's sweep); any other code is final (deadline passed, above the sale, …).
 */
export const VOID_RETRYABLE = new Set([
  "10",
  "223",
  "476",
  "57",
  "99",
  "97",
  "98",
  "504",
  "475",
  "43",
  "55",
  "56",
  "72",
  "76",
]);

const TO_CIELO: Readonly<Record<Exclude<CardBrand, "unknown">, CieloBrand>> = {
  visa: "Visa",
  mastercard: "Master",
  amex: "Amex",
  elo: "Elo",
  hipercard: "Hipercard",
  diners: "Diners",
  discover: "Discover",
  jcb: "JCB",
};

/** The brand as Cielo names it; null for a brand Cielo does not take. */
export function cieloBrand(brand: CardBrand): CieloBrand | null {
  return brand !== "unknown" && Object.hasOwn(TO_CIELO, brand) ? TO_CIELO[brand] : null;
}

/** Colmeia's brand of a Cielo brand (Hiper and Aura, which Colmeia's BIN table does not know, are unknown). */
export function brandOfCielo(brand: string | undefined): CardBrand {
  const found = (Object.entries(TO_CIELO) as [CardBrand, CieloBrand][]).find(([, c]) => c === brand);
  return found ? found[0] : "unknown";
}
