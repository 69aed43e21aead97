import { getTranslations } from "@/lib/i18n/server";

// Decline and transition reasons as merchants read them; unknown codes are shown as they are.
const KNOWN_REASONS = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "invalid_cvv",
  "do_not_honor",
  "suspected_fraud",
  "processing_error",
  "chargeback",
  "dispute",
  "dispute_won",
  "expired",
  "refund",
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];

function isKnownReason(reason: string): reason is KnownReason {
  return (KNOWN_REASONS as readonly string[]).includes(reason);
}

/** `reasonLabel(code)` in the request's language (server components only). */
export async function getReasonLabel() {
  const t = await getTranslations("refusedReasons");
  return (reason: string): string => (isKnownReason(reason) ? t(reason) : reason);
}
