import "server-only";

import type { CardBrand } from "../../formats/card-brand";
import type { CardRefusal } from "./port";

/** Why a test card is declined: a refusal of the port's, but processing_error, an outcome of its own. */
export type DeclineReason = Exclude<CardRefusal, "processing_error">;

export type CardOutcome =
  { result: "approved" } | { result: "declined"; reason: DeclineReason } | { result: "processing_error" };

/**
 * What the built-in Cielo server does besides answering (lib/rails/card/cielo-sandbox), so every
 * failure branch of a card payment can be tried over HTTP: `capture_fails` authorizes but refuses
 * the capture (error 308); `timeout_once` authorizes, then holds the answer past the client's
 * deadline on an order's first sale; `error_once` answers 500 without authorizing on an order's
 * first sale; `unknown_code` is denied with a ReturnCode no table knows; `void_later_once` refuses
 * the first void of an order's payment "not now" (a cancellation ReturnCode the connector may ask
 * again, 476), changing nothing, and carries out the next.
 */
export type CardFault = "capture_fails" | "timeout_once" | "error_once" | "unknown_code" | "void_later_once";

type TestCard = { number: string; brand: CardBrand; outcome: CardOutcome; description: string; fault?: CardFault };

const APPROVED: CardOutcome = { result: "approved" };
const declined = (reason: DeclineReason): CardOutcome => ({
  result: "declined",
  reason,
});

// Numbers follow the Stripe/Adyen conventions integrators already know, so
// copy-pasted test numbers behave as expected. Every entry passes Luhn.
export const TEST_CARDS: ReadonlyArray<TestCard> = [
  { number: "4111111111111111", brand: "visa", outcome: APPROVED, description: "Approved" },
  { number: "5555555555554444", brand: "mastercard", outcome: APPROVED, description: "Approved" },
  { number: "5105105105105100", brand: "mastercard", outcome: APPROVED, description: "Approved" },
  { number: "378282246310005", brand: "amex", outcome: APPROVED, description: "Approved" },
  { number: "6362970000457013", brand: "elo", outcome: APPROVED, description: "Approved" },
  { number: "6062825624254001", brand: "hipercard", outcome: APPROVED, description: "Approved" },
  { number: "30569309025904", brand: "diners", outcome: APPROVED, description: "Approved" },
  { number: "6011111111111117", brand: "discover", outcome: APPROVED, description: "Approved" },
  { number: "3530111333300000", brand: "jcb", outcome: APPROVED, description: "Approved" },
  { number: "4000000000000002", brand: "visa", outcome: declined("card_declined"), description: "Generic decline" },
  {
    number: "4000000000009995",
    brand: "visa",
    outcome: declined("insufficient_funds"),
    description: "Insufficient funds",
  },
  {
    number: "4000000000000069",
    brand: "visa",
    outcome: declined("expired_card"),
    description: "Expired card, whatever expiry is sent",
  },
  { number: "4000000000000127", brand: "visa", outcome: declined("invalid_cvv"), description: "Incorrect CVV" },
  {
    number: "4100000000000019",
    brand: "visa",
    outcome: declined("suspected_fraud"),
    description: "Blocked as suspected fraud",
  },
  {
    number: "4000000000000044",
    brand: "visa",
    outcome: declined("do_not_honor"),
    description: "Issuer says do not honor",
  },
  {
    number: "4000000000000119",
    brand: "visa",
    outcome: { result: "processing_error" },
    description: "Acquirer processing error",
  },
  {
    number: "4000000000000341",
    brand: "visa",
    outcome: APPROVED,
    description: "Authorizes; the capture is refused (`capture: false`, then capture fails)",
    fault: "capture_fails",
  },
  {
    number: "4000000000000317",
    brand: "visa",
    outcome: APPROVED,
    description: "Authorizes, but the acquirer's answer to an order's first sale times out",
    fault: "timeout_once",
  },
  {
    number: "4000000000000507",
    brand: "visa",
    outcome: APPROVED,
    description: "The acquirer answers 500 to an order's first sale, authorizing nothing",
    fault: "error_once",
  },
  {
    number: "4000000000000994",
    brand: "visa",
    outcome: declined("card_declined"),
    description: "Denied with a return code no table knows",
    fault: "unknown_code",
  },
  {
    number: "4000000000000762",
    brand: "visa",
    outcome: APPROVED,
    description: 'Approved; the acquirer refuses its first void (refund) "not now", the next one is done',
    fault: "void_later_once",
  },
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card]));

/** The test card of a number (spaces and dashes ignored), if it is one. */
export function testCard(number: string): TestCard | undefined {
  return BY_NUMBER.get(number.replace(/[\s-]/g, ""));
}

type SandboxCardInput = {
  number: string;
  expirationMonth: number;
  expirationYear: number;
  cvv: string;
  now?: Date;
};

// A card is valid through the last day of its expiry month; UTC keeps the
// outcome independent of the server's timezone.
function isExpired(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return fullYear < currentYear || (fullYear === currentYear && month < currentMonth);
}

/**
 * Deterministic outcome for a card in the sandbox. The caller has already
 * rejected non-Luhn numbers (422 invalid_card); CVV is accepted for signature
 * parity with the real acquirer, and only the invalid_cvv test card fails it.
 */
export function sandboxCardOutcome(input: SandboxCardInput): CardOutcome {
  const { expirationMonth, expirationYear, now = new Date() } = input;
  // An impossible expiry is refused by issuers on the same grounds as a past one.
  const isPossibleMonth = Number.isInteger(expirationMonth) && expirationMonth >= 1 && expirationMonth <= 12;
  const isPossibleYear = Number.isInteger(expirationYear) && expirationYear >= 0;
  const isImpossibleExpiry = !isPossibleMonth || !isPossibleYear;
  if (isImpossibleExpiry || isExpired(expirationMonth, expirationYear, now)) return declined("expired_card");

  const number = input.number.replace(/[\s-]/g, "");
  return BY_NUMBER.get(number)?.outcome ?? APPROVED;
}

function describeOutcome(outcome: CardOutcome): string {
  switch (outcome.result) {
    case "approved":
      return "approved";
    case "declined":
      return `declined (${outcome.reason})`;
    case "processing_error":
      return "processing_error";
  }
}

/** The test-card table as Markdown, so the README never drifts from the code. */
export function TEST_CARDS_MARKDOWN(): string {
  const rows = TEST_CARDS.map(
    (card) => `| \`${card.number}\` | ${card.brand} | ${describeOutcome(card.outcome)} | ${card.description} |`,
  );
  return ["| number | brand | result | description |", "| --- | --- | --- | --- |", ...rows].join("\n");
}
