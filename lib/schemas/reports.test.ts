import { afterEach, describe, expect, it, vi } from "vitest";

import { isoDate } from "./common";
import { customerRequestSchema } from "./customers";
import { overviewQuerySchema } from "./reports";

afterEach(() => vi.useRealTimers());

describe("calendar days in queries", () => {
  it("a day that no calendar has (Feb 30, Apr 31, Feb 29 of a common year) is a 400, not a day in the next month", () => {
    for (const bad of ["2026-02-30", "2026-02-31", "2026-04-31", "2027-02-29"])
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
    expect(isoDate.safeParse("2028-02-29").success).toBe(true);
    const r = overviewQuerySchema.safeParse({ from: "2026-02-30", to: "2026-03-05" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["from"]);
  });

  it("the default period ends today in São Paulo, also at 22:00 when UTC is already tomorrow", () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T01:00:00Z"), toFake: ["Date"] });
    expect(overviewQuerySchema.parse({})).toEqual({ from: "2026-02-08", to: "2026-03-09" });
  });

  it("a birth date is in the future from São Paulo's today, not UTC's", () => {
    // 22:00 on 2026-03-09 in São Paulo: the 10th is still tomorrow there
    vi.useFakeTimers({ now: new Date("2026-03-10T01:00:00Z"), toFake: ["Date"] });
    const birthdate = customerRequestSchema.shape.birthdate;
    expect(birthdate.safeParse("2026-03-09").success).toBe(true);
    expect(birthdate.safeParse("2026-03-10").success).toBe(false);
  });
});
