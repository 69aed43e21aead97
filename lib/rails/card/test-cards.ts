import "server-only";

import type { CardBrand } from "../../formats/card-brand";

export type CardOutcome =
  | { result: "approved" }
  | {
      result: "declined";
      reason:
        "card_declined" | "insufficient_funds" | "expired_card" | "invalid_cvv" | "suspected_fraud" | "do_not_honor";
    }
  | { result: "processing_error" };

type TestCard = { number: string; brand: CardBrand; outcome: CardOutcome; description: string };

const APPROVED: CardOutcome = { result: "approved" };
const declined = (reason: Extract<CardOutcome, { result: "declined" }>["reason"]): CardOutcome => ({
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
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card]));

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
