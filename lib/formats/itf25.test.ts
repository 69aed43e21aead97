import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { buildBoleto } from "@/lib/formats/boleto";

import { decodeItf, encodeItf, itfBars } from "./itf25";

describe("ITF-25 (Interleaved 2 of 5)", () => {
  const { barcode } = buildBoleto({
    bankCode: "001",
    amountCents: 12345,
    dueDate: new Date(Date.UTC(2026, 11, 1)),
    freeField: "1234567890123456789012345",
  });

  it("round-trips a 44-digit boleto barcode", () => {
    expect(barcode).toHaveLength(44);
    expect(decodeItf(encodeItf(barcode))).toBe(barcode);
  });

  it("has the start and stop patterns and alternates bars and spaces", () => {
    const e = encodeItf(barcode);
    expect(e.slice(0, 4)).toEqual([
      { isBar: true, width: 1 },
      { isBar: false, width: 1 },
      { isBar: true, width: 1 },
      { isBar: false, width: 1 },
    ]);
    expect(e.slice(-3)).toEqual([
      { isBar: true, width: 3 },
      { isBar: false, width: 1 },
      { isBar: true, width: 1 },
    ]);
    expect(e.every((x, i) => x.isBar === (i % 2 === 0))).toBe(true);
  });

  it("every digit pair takes 18 modules with two wide bars and two wide spaces", () => {
    const e = encodeItf("0123456789");
    for (let i = 4; i < e.length - 3; i += 10) {
      const group = e.slice(i, i + 10);
      expect(group.reduce((s, x) => s + x.width, 0)).toBe(18);
      expect(group.filter((x) => x.isBar && x.width === 3)).toHaveLength(2);
      expect(group.filter((x) => !x.isBar && x.width === 3)).toHaveLength(2);
    }
  });

  it("lays out bars with quiet zones: 22 pairs → 405 modules + 2 × 10", () => {
    const { bars, totalWidth } = itfBars(barcode);
    expect(totalWidth).toBe(405 + 20);
    expect(bars[0].x).toBe(10);
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
  });

  it("round-trips any even-length digit string, and every element is 1 or 3 modules wide", () => {
    const evenDigits = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 0, maxLength: 60 })
      .map((ds) => (ds.length % 2 === 0 ? ds : ds.slice(1)).join(""));
    fc.assert(
      fc.property(evenDigits, (digits) => {
        const e = encodeItf(digits);
        expect(e).toHaveLength(4 + digits.length * 5 + 3);
        expect(e.every((x) => x.width === 1 || x.width === 3)).toBe(true);
        expect(decodeItf(e)).toBe(digits);
      }),
    );
  });

  it("draws each digit with the FEBRABAN table (bars of the first digit of a pair, spaces of the second)", () => {
    // the table as the bank manuals print it: N = narrow, W = wide
    const table = ["NNWWN", "WNNNW", "NWNNW", "WWNNN", "NNWNW", "WNWNN", "NWWNN", "NNNWW", "WNNWN", "NWNWN"];
    const letters = (xs: { width: number }[]) => xs.map((x) => (x.width === 3 ? "W" : "N")).join("");
    for (let d = 0; d <= 9; d++) {
      const asBars = encodeItf(`${d}0`).slice(4, 14);
      const asSpaces = encodeItf(`0${d}`).slice(4, 14);
      expect(letters(asBars.filter((x) => x.isBar))).toBe(table[d]);
      expect(letters(asSpaces.filter((x) => !x.isBar))).toBe(table[d]);
    }
  });

  it("refuses to read a pattern that is no digit", () => {
    const e = encodeItf("12");
    e[6] = { isBar: true, width: 3 }; // the bars of "1" are WNNNW: widening the second makes WWNNW
    expect(() => decodeItf(e)).toThrow(RangeError);
  });

  it("refuses odd lengths and non-digits", () => {
    expect(() => encodeItf("123")).toThrow(RangeError);
    expect(() => encodeItf("12a4")).toThrow(RangeError);
  });
});
