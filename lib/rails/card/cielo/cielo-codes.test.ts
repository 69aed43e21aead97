import { describe, expect, it } from "vitest";

import { knownCardBrands } from "@/lib/formats/card-brand";

import { brandOfCielo, CIELO_RETURN_CODES, cieloBrand, mapCieloStatus, refusalOf } from "./cielo-codes";
import { CIELO_BRANDS } from "./schemas";

// The one table from Cielo's Status and ReturnCode to Colmeia's status and refusedReason
// (docs/rails.md prints it): what a payer and a merchant are told about a card.

describe("Payment.Status", () => {
  it.each([
    [0, "pending", null],
    [1, "authorized", null],
    [2, "paid", null],
    [10, "voided", null],
    [11, "voided", null],
    [12, "pending", null],
    [20, "pending", null],
    [13, "refused", "processing_error"],
  ] as const)("Status %i is %s", (status, ours, reason) => {
    expect(mapCieloStatus(status, "57")).toEqual({ status: ours, refusedReason: reason });
  });

  it("Denied (3) is refused for the reason its ReturnCode gives", () => {
    expect(mapCieloStatus(3, "51")).toEqual({ status: "refused", refusedReason: "insufficient_funds" });
    expect(mapCieloStatus(3, "N7")).toEqual({ status: "refused", refusedReason: "invalid_cvv" });
  });

  it("an unknown Status is refused, never an exception", () => {
    expect(mapCieloStatus(42, null)).toEqual({ status: "refused", refusedReason: "card_declined" });
    expect(mapCieloStatus(-1, "59")).toEqual({ status: "refused", refusedReason: "suspected_fraud" });
  });
});

describe("ReturnCode", () => {
  it.each([
    ["05", "do_not_honor"],
    ["5", "do_not_honor"],
    ["51", "insufficient_funds"],
    ["54", "expired_card"],
    ["57", "card_declined"],
    ["78", "card_declined"],
    ["N7", "invalid_cvv"],
    ["63", "invalid_cvv"],
    ["59", "suspected_fraud"],
    ["41", "suspected_fraud"],
    ["91", "processing_error"],
    ["96", "processing_error"],
    ["99", "processing_error"],
  ])("%s is %s", (code, reason) => {
    expect(refusalOf(code)).toBe(reason);
  });

  it("an unknown or missing code is card_declined (the raw code is kept by the caller)", () => {
    expect(refusalOf("Q7")).toBe("card_declined");
    expect(refusalOf(null)).toBe("card_declined");
    expect(refusalOf("__proto__")).toBe("card_declined");
    expect(refusalOf("toString")).toBe("card_declined");
  });

  it("every reason of the port has a code", () => {
    expect(new Set(Object.values(CIELO_RETURN_CODES))).toEqual(
      new Set([
        "card_declined",
        "insufficient_funds",
        "expired_card",
        "invalid_cvv",
        "suspected_fraud",
        "do_not_honor",
        "processing_error",
      ]),
    );
  });
});

describe("brands", () => {
  it("every brand Colmeia recognises has Cielo's name, and back", () => {
    for (const brand of knownCardBrands) {
      const cielo = cieloBrand(brand);
      expect(CIELO_BRANDS).toContain(cielo);
      expect(brandOfCielo(cielo!)).toBe(brand);
    }
    expect(cieloBrand("mastercard")).toBe("Master");
    expect(cieloBrand("unknown")).toBeNull();
    expect(brandOfCielo("Aura")).toBe("unknown");
  });
});
