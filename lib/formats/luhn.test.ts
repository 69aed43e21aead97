import { describe, expect, it } from "vitest";

import { isLuhnValid, luhnCheckDigit } from "./luhn";

describe("isLuhnValid", () => {
  it("accepts well-known test PANs", () => {
    for (const pan of [
      "4111111111111111", // Visa
      "4012888888881881", // Visa
      "5555555555554444", // Mastercard
      "5105105105105100", // Mastercard
      "378282246310005", // Amex
      "371449635398431", // Amex
      "6011111111111117", // Discover
      "3530111333300000", // JCB
      "30569309025904", // Diners
    ]) {
      expect(isLuhnValid(pan)).toBe(true);
    }
  });

  it("rejects a single-digit change", () => {
    expect(isLuhnValid("4111111111111112")).toBe(false);
    expect(isLuhnValid("5555555555554445")).toBe(false);
    expect(isLuhnValid("378282246310006")).toBe(false);
  });

  it("rejects non-digits and implausible lengths", () => {
    expect(isLuhnValid("4111 1111 1111 1111")).toBe(false);
    expect(isLuhnValid("")).toBe(false);
    expect(isLuhnValid("0")).toBe(false);
    expect(isLuhnValid("00000000000")).toBe(false);
    expect(isLuhnValid("41111111111111110000")).toBe(false);
  });
});

describe("luhnCheckDigit", () => {
  it("matches the Wikipedia reference 7992739871 -> 3", () => {
    expect(luhnCheckDigit("7992739871")).toBe("3");
  });

  it("recomputes the last digit of known PANs", () => {
    expect(luhnCheckDigit("411111111111111")).toBe("1");
    expect(luhnCheckDigit("555555555555444")).toBe("4");
    expect(luhnCheckDigit("37828224631000")).toBe("5");
    expect(luhnCheckDigit("400000000000000")).toBe("2");
  });

  it("produces Luhn-valid numbers", () => {
    const partial = "650031000000000";
    expect(isLuhnValid(partial + luhnCheckDigit(partial))).toBe(true);
  });

  it("rejects non-digits", () => {
    expect(() => luhnCheckDigit("12a")).toThrow();
  });
});
