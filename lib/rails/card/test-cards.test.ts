import { describe, expect, expectTypeOf, it } from "vitest";

import { cardBrand } from "../../formats/card-brand";
import { isLuhnValid } from "../../formats/luhn";
import type { CardRefusal } from "./port";
import {
  type CardOutcome,
  type DeclineReason,
  sandboxCardOutcome,
  TEST_CARDS,
  TEST_CARDS_MARKDOWN,
} from "./test-cards";

const NOW = new Date("2026-03-15T12:00:00Z");
const valid = { expirationMonth: 12, expirationYear: 2030, cvv: "123", now: NOW };

describe("TEST_CARDS", () => {
  it("every number passes Luhn and its brand matches BIN detection", () => {
    for (const card of TEST_CARDS) {
      expect(isLuhnValid(card.number), card.number).toBe(true);
      expect(cardBrand(card.number), card.number).toBe(card.brand);
    }
  });

  it("has unique numbers", () => {
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });

  it("a test card's decline reasons are the port's refusals (checked by the type check)", () => {
    expectTypeOf<DeclineReason>().toEqualTypeOf<Exclude<CardRefusal, "processing_error">>();
    expectTypeOf<Extract<CardOutcome, { result: "declined" }>["reason"]>().toEqualTypeOf<DeclineReason>();
  });

  it("covers every outcome the sandbox can produce", () => {
    const kinds = new Set<string>(
      TEST_CARDS.map((c) => (c.outcome.result === "declined" ? c.outcome.reason : c.outcome.result)),
    );
    for (const kind of [
      "approved",
      "processing_error",
      "card_declined",
      "insufficient_funds",
      "expired_card",
      "invalid_cvv",
      "suspected_fraud",
      "do_not_honor",
    ]) {
      expect(kinds.has(kind), kind).toBe(true);
    }
  });
});

describe("sandboxCardOutcome", () => {
  it("maps the documented numbers to their outcomes", () => {
    expect(sandboxCardOutcome({ number: "4111111111111111", ...valid })).toEqual({ result: "approved" });
    expect(sandboxCardOutcome({ number: "5555555555554444", ...valid })).toEqual({ result: "approved" });
    expect(sandboxCardOutcome({ number: "378282246310005", ...valid })).toEqual({ result: "approved" });
    expect(sandboxCardOutcome({ number: "6362970000457013", ...valid })).toEqual({ result: "approved" });
    expect(sandboxCardOutcome({ number: "4000000000000002", ...valid })).toEqual({
      result: "declined",
      reason: "card_declined",
    });
    expect(sandboxCardOutcome({ number: "4000000000009995", ...valid })).toEqual({
      result: "declined",
      reason: "insufficient_funds",
    });
    expect(sandboxCardOutcome({ number: "4000000000000069", ...valid })).toEqual({
      result: "declined",
      reason: "expired_card",
    });
    expect(sandboxCardOutcome({ number: "4000000000000127", ...valid })).toEqual({
      result: "declined",
      reason: "invalid_cvv",
    });
    expect(sandboxCardOutcome({ number: "4100000000000019", ...valid })).toEqual({
      result: "declined",
      reason: "suspected_fraud",
    });
    expect(sandboxCardOutcome({ number: "4000000000000119", ...valid })).toEqual({ result: "processing_error" });
  });

  it("approves any other Luhn-valid number", () => {
    expect(sandboxCardOutcome({ number: "4012888888881881", ...valid })).toEqual({ result: "approved" });
  });

  it("tolerates separators in the number", () => {
    expect(sandboxCardOutcome({ number: "4000 0000 0000 0002", ...valid })).toEqual({
      result: "declined",
      reason: "card_declined",
    });
  });

  it("declines a past expiry even for an approve card, with 2- or 4-digit years", () => {
    const expired = { result: "declined", reason: "expired_card" };
    expect(
      sandboxCardOutcome({ number: "4111111111111111", ...valid, expirationMonth: 2, expirationYear: 2026 }),
    ).toEqual(expired);
    expect(
      sandboxCardOutcome({ number: "4111111111111111", ...valid, expirationMonth: 12, expirationYear: 25 }),
    ).toEqual(expired);
    expect(
      sandboxCardOutcome({ number: "4111111111111111", ...valid, expirationMonth: 1, expirationYear: 2020 }),
    ).toEqual(expired);
  });

  it("treats the current month as still valid", () => {
    expect(
      sandboxCardOutcome({ number: "4111111111111111", ...valid, expirationMonth: 3, expirationYear: 2026 }),
    ).toEqual({ result: "approved" });
    expect(
      sandboxCardOutcome({ number: "4111111111111111", ...valid, expirationMonth: 3, expirationYear: 26 }),
    ).toEqual({ result: "approved" });
  });

  it("refuses an impossible month", () => {
    expect(sandboxCardOutcome({ number: "4111111111111111", ...valid, expirationMonth: 13 })).toEqual({
      result: "declined",
      reason: "expired_card",
    });
    expect(sandboxCardOutcome({ number: "4111111111111111", ...valid, expirationMonth: 0 })).toEqual({
      result: "declined",
      reason: "expired_card",
    });
  });
});

describe("TEST_CARDS_MARKDOWN", () => {
  it("renders a header and one row per card", () => {
    const lines = TEST_CARDS_MARKDOWN().split("\n");
    expect(lines[0]).toBe("| number | brand | result | description |");
    expect(lines[1]).toBe("| --- | --- | --- | --- |");
    expect(lines).toHaveLength(TEST_CARDS.length + 2);
    expect(lines).toContain("| `4111111111111111` | visa | approved | Approved |");
    expect(lines).toContain("| `4000000000009995` | visa | declined (insufficient_funds) | Insufficient funds |");
    expect(lines).toContain("| `4000000000000119` | visa | processing_error | Acquirer processing error |");
  });
});
