import { describe, expect, it } from "vitest";

import {
  addDays,
  addDaysAt,
  DAY_MS,
  dayDiff,
  dayOf,
  dayOfMonth,
  endOfDay,
  endOfMonth,
  endOfWeek,
  formatDateBR,
  formatDateTimeBR,
  HOUR_MS,
  offsetAt,
  periodDays,
  startOfDay,
  startOfMonth,
  startOfWeek,
  weekday,
} from "./time";

const at = (iso: string) => new Date(iso);

describe("midnight in São Paulo", () => {
  it("the day changes at 03:00 UTC, not at 00:00 UTC", () => {
    expect(dayOf(at("2026-03-10T02:59:59.999Z"))).toBe("2026-03-09");
    expect(dayOf(at("2026-03-10T03:00:00.000Z"))).toBe("2026-03-10");
    expect(startOfDay("2026-03-10").toISOString()).toBe("2026-03-10T03:00:00.000Z");
    // 23:59:59.999 local is the day's last millisecond
    expect(endOfDay("2026-03-09").toISOString()).toBe("2026-03-10T02:59:59.999Z");
    expect(dayOf(endOfDay("2026-03-09"))).toBe("2026-03-09");
  });

  it("from 21:00 to 24:00 local the UTC date is already tomorrow; the São Paulo day is not", () => {
    // walk 20:00 → 01:00 local (23:00Z → 04:00Z) in 15-minute steps
    for (let t = Date.parse("2026-03-09T23:00:00Z"); t <= Date.parse("2026-03-10T04:00:00Z"); t += 15 * 60_000) {
      const localHour = (new Date(t).getUTCHours() + 21) % 24;
      const utcDate = new Date(t).toISOString().slice(0, 10);
      const expected = localHour >= 20 ? "2026-03-09" : "2026-03-10";
      expect(dayOf(t), new Date(t).toISOString()).toBe(expected);
      if (localHour >= 21) expect(utcDate).not.toBe(dayOf(t));
    }
  });

  it("a day's start is the first instant of that day and the instant after the day before ends", () => {
    const start = startOfDay("2026-07-01").getTime();
    expect(dayOf(start)).toBe("2026-07-01");
    expect(dayOf(start - 1)).toBe("2026-06-30");
    expect(endOfDay("2026-06-30").getTime()).toBe(start - 1);
  });

  it("today's offset comes from the time zone database: −3 h (no daylight saving since 2019)", () => {
    expect(offsetAt(at("2026-01-15T12:00:00Z"))).toBe(-3 * HOUR_MS);
    expect(offsetAt(at("2026-07-15T12:00:00Z"))).toBe(-3 * HOUR_MS);
    // the summer of 2018/2019 still had daylight saving (−2 h): nothing assumes a fixed offset
    expect(offsetAt(at("2019-01-15T12:00:00Z"))).toBe(-2 * HOUR_MS);
  });

  it("days the clocks changed have 23 and 25 hours, and start where the clocks said", () => {
    // 2018-11-04: 00:00 never happened (clocks jumped to 01:00 −02), the day started at 03:00Z
    expect(startOfDay("2018-11-04").toISOString()).toBe("2018-11-04T03:00:00.000Z");
    expect(startOfDay("2018-11-05").getTime() - startOfDay("2018-11-04").getTime()).toBe(23 * HOUR_MS);
    // 2019-02-16 lived 23:00–24:00 twice (clocks went back from −02 to −03 at midnight)
    expect(startOfDay("2019-02-16").toISOString()).toBe("2019-02-16T02:00:00.000Z");
    expect(startOfDay("2019-02-17").getTime() - startOfDay("2019-02-16").getTime()).toBe(25 * HOUR_MS);
    // the same wall-clock time a calendar day later, not 24 h later
    expect(addDaysAt(at("2018-11-03T15:00:00Z"), 1).toISOString()).toBe("2018-11-04T14:00:00.000Z");
  });
});

describe("calendar days", () => {
  it("month and year ends, and the leap day 2028-02-29", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(endOfMonth("2026-02-10")).toBe("2026-02-28");
    expect(endOfMonth("2028-02-10")).toBe("2028-02-29");
    expect(endOfMonth("2026-04-30")).toBe("2026-04-30");
    expect(endOfMonth("2026-12-01")).toBe("2026-12-31");
    expect(startOfMonth("2028-02-29")).toBe("2028-02-01");
    expect(dayOf(startOfDay("2028-02-29"))).toBe("2028-02-29");
    expect(endOfDay("2028-02-29").toISOString()).toBe("2028-03-01T02:59:59.999Z");
    expect(endOfDay("2026-12-31").toISOString()).toBe("2027-01-01T02:59:59.999Z");
    expect(dayDiff("2026-03-31", "2026-03-01")).toBe(-30);
    expect(periodDays("2028-02-01", "2028-02-29")).toBe(29);
  });

  it("weeks run Monday to Sunday, across months and years", () => {
    expect(weekday("2026-03-01")).toBe(0); // a Sunday
    expect(weekday("2026-03-02")).toBe(1);
    expect(startOfWeek("2026-03-01")).toBe("2026-02-23");
    expect(startOfWeek("2026-03-02")).toBe("2026-03-02");
    expect(endOfWeek("2026-03-02")).toBe("2026-03-08");
    expect(startOfWeek("2027-01-01")).toBe("2026-12-28");
    expect(endOfWeek("2026-12-28")).toBe("2027-01-03");
  });

  it("refuses what is not a calendar day", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "2027-02-29", "2026-3-1", "today", ""])
      expect(() => addDays(bad, 1), bad).toThrow(RangeError);
    expect(() => startOfDay("2026-02-29")).toThrow(RangeError);
    expect(() => dayOf("not a date")).toThrow(RangeError);
  });
});

describe.each([
  [2026, 365],
  [2028, 366],
])("every day of %i", (year, length) => {
  it("addDays, dayOf and startOfDay agree", () => {
    const first = `${year}-01-01`;
    const seen = new Set<string>();
    let previousStart = -Infinity;
    for (let i = 0; i < length; i++) {
      const day = addDays(first, i);
      const start = startOfDay(day).getTime();
      const next = addDays(day, 1);
      seen.add(day);
      // round trip, both edges of the day
      expect(dayOf(start)).toBe(day);
      expect(dayOf(endOfDay(day))).toBe(day);
      expect(dayOf(start - 1)).toBe(addDays(day, -1));
      expect(addDays(next, -1)).toBe(day);
      expect(endOfDay(day).getTime() + 1).toBe(startOfDay(next).getTime());
      // monotonic, and 24 h long (Brazil has had no daylight saving since 2019)
      expect(start).toBeGreaterThan(previousStart);
      expect(startOfDay(next).getTime() - start).toBe(DAY_MS);
      previousStart = start;
      expect(dayDiff(first, day)).toBe(i);
      expect(dayOfMonth(day)).toBe(Number(day.slice(8)));
      expect(addDaysAt(new Date(start + 14 * HOUR_MS), 1).getTime()).toBe(startOfDay(next).getTime() + 14 * HOUR_MS);
      expect(startOfWeek(day) <= day && day <= endOfWeek(day)).toBe(true);
      expect(startOfMonth(day) <= day && day <= endOfMonth(day)).toBe(true);
    }
    expect(seen.size).toBe(length);
    expect(addDays(first, length)).toBe(`${year + 1}-01-01`);
  });
});

describe("formatting", () => {
  it("shows instants in São Paulo and calendar days as they are", () => {
    expect(formatDateTimeBR("2026-03-10T02:30:00Z")).toBe("09/03/2026, 23:30");
    expect(formatDateBR(at("2026-03-10T02:30:00Z"))).toBe("09/03/2026");
    expect(formatDateBR("2026-03-10")).toBe("10/03/2026");
  });
});
