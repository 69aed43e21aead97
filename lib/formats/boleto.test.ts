import { describe, expect, it } from "vitest";

import {
  barcodeFromDigitableLine,
  buildBoleto,
  dueDateFactor,
  formatDigitableLine,
  isValidDigitableLine,
  mod10,
  mod11Barcode,
} from "./boleto";

// Public example lines used by several open-source boleto validators
// (Banco do Brasil convênio 050094, and a Bradesco slip).
const BB_LINE = "00190500954014481606906809350314337370000000100";
const BB_BARCODE = "00193373700000001000500940144816060680935031";
const BRADESCO_LINE = "23793381286000782713695000063305975520000370000";
const BRADESCO_BARCODE = "23799755200003700003381260007827139500006330";

function mutations(line: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < line.length; i++) {
    for (let d = 0; d <= 9; d++) {
      if (String(d) !== line[i]) out.push(line.slice(0, i) + d + line.slice(i + 1));
    }
  }
  return out;
}

describe("mod10 / mod11Barcode", () => {
  it("reproduces the field check digits of the real lines", () => {
    expect(mod10("001905009")).toBe("5");
    expect(mod10("4014481606")).toBe("9");
    expect(mod10("0680935031")).toBe("4");
    expect(mod10("237933812")).toBe("8");
    expect(mod10("6000782713")).toBe("6");
    expect(mod10("9500006330")).toBe("5");
  });

  it("reproduces the general check digit of the real barcodes", () => {
    expect(mod11Barcode(BB_BARCODE.slice(0, 4) + BB_BARCODE.slice(5))).toBe("3");
    expect(mod11Barcode(BRADESCO_BARCODE.slice(0, 4) + BRADESCO_BARCODE.slice(5))).toBe("9");
  });

  it("maps remainders giving 0, 10 or 11 to 1", () => {
    // 43 zeros: sum 0 -> 11 - 0 = 11 -> 1
    expect(mod11Barcode("0".repeat(43))).toBe("1");
    // "1" weighted 2: 11 - 2 = 9; "5" weighted 2: sum 10 -> 11 - 10 = 1; "6" weighted 2: 12 % 11 = 1 -> 10 -> 1
    expect(mod11Barcode("1")).toBe("9");
    expect(mod11Barcode("6")).toBe("1");
  });
});

describe("dueDateFactor", () => {
  it("follows the original FEBRABAN calendar", () => {
    expect(dueDateFactor(new Date("2000-07-03"))).toBe("1000");
    expect(dueDateFactor(new Date("2007-12-31"))).toBe("3737");
    expect(dueDateFactor(new Date("2018-06-11"))).toBe("7552");
    expect(dueDateFactor(new Date("2025-02-21"))).toBe("9999");
  });

  it("restarts at 1000 on 2025-02-22", () => {
    expect(dueDateFactor(new Date("2025-02-22"))).toBe("1000");
    expect(dueDateFactor(new Date("2025-02-23"))).toBe("1001");
    expect(dueDateFactor(new Date("2026-01-01"))).toBe("1313");
  });

  it("ignores the time of day (UTC calendar day)", () => {
    expect(dueDateFactor(new Date("2025-02-22T23:59:59Z"))).toBe("1000");
  });

  it("rejects dates before the first factor 1000", () => {
    expect(() => dueDateFactor(new Date("2000-07-02"))).toThrow(RangeError);
    expect(() => dueDateFactor(new Date("invalid"))).toThrow(RangeError);
  });
});

describe("buildBoleto", () => {
  it("reproduces the public Banco do Brasil slip exactly", () => {
    expect(
      buildBoleto({
        bankCode: "001",
        amountCents: 100,
        dueDate: new Date("2007-12-31"),
        freeField: "0500940144816060680935031",
      }),
    ).toEqual({ barcode: BB_BARCODE, digitableLine: BB_LINE });
  });

  it("reproduces the public Bradesco slip exactly", () => {
    expect(
      buildBoleto({
        bankCode: "237",
        amountCents: 370000,
        dueDate: new Date("2018-06-11"),
        freeField: "3381260007827139500006330",
      }),
    ).toEqual({ barcode: BRADESCO_BARCODE, digitableLine: BRADESCO_LINE });
  });

  it("lays out bank, currency, factor and amount in the barcode", () => {
    const { barcode, digitableLine } = buildBoleto({
      bankCode: "341",
      amountCents: 12345,
      dueDate: new Date("2025-03-10"),
      freeField: "1090000012345678901234567",
    });
    expect(barcode).toHaveLength(44);
    expect(digitableLine).toHaveLength(47);
    expect(barcode.slice(0, 4)).toBe("3419");
    expect(barcode.slice(5, 9)).toBe("1016");
    expect(barcode.slice(9, 19)).toBe("0000012345");
    expect(barcode.slice(19)).toBe("1090000012345678901234567");
    expect(isValidDigitableLine(digitableLine)).toBe(true);
    expect(barcodeFromDigitableLine(digitableLine)).toBe(barcode);
  });

  it("rejects malformed inputs", () => {
    const ok = { bankCode: "001", amountCents: 100, dueDate: new Date("2026-01-01"), freeField: "0".repeat(25) };
    expect(() => buildBoleto({ ...ok, bankCode: "1" })).toThrow(RangeError);
    expect(() => buildBoleto({ ...ok, freeField: "123" })).toThrow(RangeError);
    expect(() => buildBoleto({ ...ok, amountCents: 1.5 })).toThrow(RangeError);
    expect(() => buildBoleto({ ...ok, amountCents: 10_000_000_000 })).toThrow(RangeError);
  });
});

describe("digitable line helpers", () => {
  it("converts the real lines to their published barcodes", () => {
    expect(barcodeFromDigitableLine(BB_LINE)).toBe(BB_BARCODE);
    expect(barcodeFromDigitableLine(BRADESCO_LINE)).toBe(BRADESCO_BARCODE);
  });

  it("accepts the real lines, raw or formatted", () => {
    expect(isValidDigitableLine(BB_LINE)).toBe(true);
    expect(isValidDigitableLine(BRADESCO_LINE)).toBe(true);
    expect(isValidDigitableLine("00190.50095 40144.816069 06809.350314 3 37370000000100")).toBe(true);
  });

  it("formats with the usual dots and spaces", () => {
    expect(formatDigitableLine(BB_LINE)).toBe("00190.50095 40144.816069 06809.350314 3 37370000000100");
    expect(formatDigitableLine(BRADESCO_LINE)).toBe("23793.38128 60007.827136 95000.063305 9 75520000370000");
  });

  it("rejects every single-digit mutation when the general DV is not 1", () => {
    const generated = buildBoleto({
      bankCode: "341",
      amountCents: 12346,
      dueDate: new Date("2025-03-10"),
      freeField: "1090000012345678901234567",
    }).digitableLine;
    expect(generated[32]).toBe("9");
    for (const line of [BB_LINE, BRADESCO_LINE, generated]) {
      for (const mutated of mutations(line)) expect(isValidDigitableLine(mutated), mutated).toBe(false);
    }
  });

  it("shares FEBRABAN's blind spot: when the DV is 1, some factor/amount typos keep DV 1", () => {
    // Remainders giving 0, 10 and 11 all collapse to DV 1, so such a typo is
    // undetectable by any conforming validator; fields 1-3 are still fully covered.
    const line = buildBoleto({
      bankCode: "341",
      amountCents: 12345,
      dueDate: new Date("2025-03-10"),
      freeField: "1090000012345678901234567",
    }).digitableLine;
    expect(line[32]).toBe("1");
    const survivors = mutations(line).filter(isValidDigitableLine);
    expect(survivors).toContain("34191090080001234567489012345677140160000012345");
    expect(survivors.every((m) => m.slice(0, 33) === line.slice(0, 33))).toBe(true);
  });

  it("rejects wrong lengths and foreign characters", () => {
    expect(isValidDigitableLine(BB_LINE.slice(1))).toBe(false);
    expect(isValidDigitableLine(BB_LINE + "0")).toBe(false);
    expect(isValidDigitableLine(BB_LINE.replace("0", "a"))).toBe(false);
    expect(() => barcodeFromDigitableLine("123")).toThrow(RangeError);
  });
});
