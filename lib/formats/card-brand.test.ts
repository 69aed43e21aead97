import { describe, expect, it } from "vitest";

import { CARD_BRAND_NAMES, cardBrand, cardBrandName, knownCardBrands } from "./card-brand";

describe("cardBrand", () => {
  it("recognises the common networks' published test numbers", () => {
    expect(cardBrand("4111111111111111")).toBe("visa");
    expect(cardBrand("4012888888881881")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("5105105105105100")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard"); // 2-series
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("341111111111111")).toBe("amex");
    expect(cardBrand("30569309025904")).toBe("diners");
    expect(cardBrand("36227206271667")).toBe("diners");
    expect(cardBrand("6011111111111117")).toBe("discover");
    expect(cardBrand("6500000000000002")).toBe("discover");
    expect(cardBrand("3530111333300000")).toBe("jcb");
    expect(cardBrand("3566002020360505")).toBe("jcb");
  });

  it("gives Elo precedence over Visa, Mastercard-range and Discover prefixes", () => {
    expect(cardBrand("4011780000000000")).toBe("elo");
    expect(cardBrand("4389350000000000")).toBe("elo");
    expect(cardBrand("4576320000000000")).toBe("elo");
    expect(cardBrand("5067000000000000")).toBe("elo");
    expect(cardBrand("5090000000000000")).toBe("elo");
    expect(cardBrand("6362970000457013")).toBe("elo");
    expect(cardBrand("6504850000000000")).toBe("elo");
    expect(cardBrand("6516790000000000")).toBe("elo");
    expect(cardBrand("6550580000000000")).toBe("elo");
  });

  it("respects Elo range edges", () => {
    expect(cardBrand("4011770000000000")).toBe("visa");
    expect(cardBrand("6500340000000000")).toBe("discover"); // gap between Elo ranges
    expect(cardBrand("6550200000000000")).toBe("discover");
    expect(cardBrand("5066980000000000")).toBe("unknown");
  });

  it("gives Hipercard precedence over Diners' 38 prefix", () => {
    expect(cardBrand("6062825624254001")).toBe("hipercard");
    expect(cardBrand("3841001111222233334")).toBe("hipercard");
    expect(cardBrand("3841400000000000")).toBe("hipercard");
    expect(cardBrand("3841500000000000")).toBe("diners");
  });

  it("checks Mastercard 2-series and JCB bounds", () => {
    expect(cardBrand("2221000000000009")).toBe("mastercard");
    expect(cardBrand("2720990000000000")).toBe("mastercard");
    expect(cardBrand("2721000000000000")).toBe("unknown");
    expect(cardBrand("3527000000000000")).toBe("unknown");
    expect(cardBrand("3589000000000000")).toBe("jcb");
    expect(cardBrand("5600000000000000")).toBe("unknown");
  });

  it("ignores separators and rejects junk", () => {
    expect(cardBrand("4111 1111-1111 1111")).toBe("visa");
    expect(cardBrand("")).toBe("unknown");
    expect(cardBrand("abcd")).toBe("unknown");
  });
});

describe("card brand names", () => {
  it("every brand cardBrand() returns, for any 6-digit BIN, has a display name ('unknown' has none)", () => {
    const seen = new Set<string>();
    for (let bin = 0; bin < 1_000_000; bin++) seen.add(cardBrand(`${String(bin).padStart(6, "0")}0000000000`));
    expect(seen.has("unknown")).toBe(true);
    seen.delete("unknown");
    for (const brand of seen) expect(cardBrandName(brand), brand).toMatch(/\S/);
    // and the table names no brand cardBrand() never returns
    expect([...seen].sort()).toEqual([...knownCardBrands].sort());
    expect(cardBrandName("unknown")).toBeNull();
  }, 120_000); // a million BINs: CPU work that a loaded machine may take long over

  it("names brands the way the networks write them, whatever is asked", () => {
    expect(cardBrandName("amex")).toBe("American Express");
    expect(cardBrandName("diners")).toBe("Diners Club");
    expect(cardBrandName("toString")).toBeNull();
    expect(Object.keys(CARD_BRAND_NAMES)).toEqual(knownCardBrands);
  });
});
