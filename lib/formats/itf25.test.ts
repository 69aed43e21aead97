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

  it("refuses odd lengths and non-digits", () => {
    expect(() => encodeItf("123")).toThrow(RangeError);
    expect(() => encodeItf("12a4")).toThrow(RangeError);
  });
});
