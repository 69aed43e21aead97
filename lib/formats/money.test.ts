import { describe, expect, it } from "vitest";

import { formatBRL, formatMonthlyRate } from "./money";
import { formatDateBR, formatDateTimeBR } from "./time";

const NBSP = "\u00a0";

describe("formatBRL", () => {
  it("formats cents as pt-BR currency", () => {
    expect(formatBRL(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(1)).toBe(`R$${NBSP}0,01`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(100000000)).toBe(`R$${NBSP}1.000.000,00`);
  });

  it("is Brazilian whatever the page's language (no locale to pass)", () => {
    // @ts-expect-error -- the locale parameter is gone: every page prints "R$ 1.234,56"
    expect(formatBRL(123456, "en-US")).toBe(`R$${NBSP}1.234,56`);
  });
});

describe("formatDateTimeBR", () => {
  it("shows São Paulo time (UTC-3, no DST since 2019)", () => {
    expect(formatDateTimeBR("2026-03-15T12:00:00Z")).toBe("15/03/2026, 09:00");
    expect(formatDateTimeBR(new Date("2026-01-01T02:30:00Z"))).toBe("31/12/2025, 23:30");
  });

  it("applies historical daylight saving time (UTC-2 in Dec 2018)", () => {
    expect(formatDateTimeBR("2018-12-01T12:00:00Z")).toBe("01/12/2018, 10:00");
  });

  it("throws on an invalid date", () => {
    expect(() => formatDateTimeBR("not a date")).toThrow(RangeError);
  });
});

describe("formatDateBR", () => {
  it("uses the São Paulo calendar day for instants", () => {
    expect(formatDateBR("2026-03-15T12:00:00Z")).toBe("15/03/2026");
    expect(formatDateBR("2026-03-16T02:00:00Z")).toBe("15/03/2026");
  });

  it("prints date-only strings as the calendar day they name", () => {
    expect(formatDateBR("2025-02-22")).toBe("22/02/2025");
  });

  it("is day first whatever the page's language", () => {
    // @ts-expect-error -- the locale parameter is gone
    expect(formatDateBR("2026-03-15T12:00:00Z", "en-US")).toBe("15/03/2026");
    // @ts-expect-error -- the locale parameter is gone
    expect(formatDateTimeBR("2026-03-15T15:43:00Z", "en-US")).toBe("15/03/2026, 12:43");
  });
});

describe("formatMonthlyRate", () => {
  it("shows pricing's hundredths of a percent as the percentage a merchant reads", () => {
    expect(formatMonthlyRate(299)).toBe("2,99%");
    expect(formatMonthlyRate(150)).toBe("1,50%");
    expect(formatMonthlyRate(1000)).toBe("10,00%");
  });
});
