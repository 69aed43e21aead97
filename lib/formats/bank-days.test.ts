import { describe, expect, it } from "vitest";

import { easterSunday, isBankDay, nextBankDay } from "./bank-days";

describe("the banks' calendar", () => {
  it("knows Easter and the holidays that move with it", () => {
    expect(["2024", "2025", "2026", "2027"].map((y) => easterSunday(Number(y)))).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
    ]);
    // 2026: Carnival 16–17 Feb, Good Friday 3 Apr, Corpus Christi 4 Jun
    for (const d of ["2026-02-16", "2026-02-17", "2026-04-03", "2026-06-04"]) expect(isBankDay(d)).toBe(false);
    expect(isBankDay("2026-02-18")).toBe(true); // Ash Wednesday: banks open (late)
  });

  it("skips weekends and national holidays to the next day banks open", () => {
    expect(nextBankDay("2026-03-13")).toBe("2026-03-13"); // a Friday
    expect(nextBankDay("2026-03-14")).toBe("2026-03-16"); // Saturday → Monday
    expect(nextBankDay("2026-03-15")).toBe("2026-03-16"); // Sunday → Monday
    expect(nextBankDay("2026-04-03")).toBe("2026-04-06"); // Good Friday → Monday
    expect(nextBankDay("2026-11-20")).toBe("2026-11-23"); // Black Consciousness Day, a Friday
    expect(nextBankDay("2023-11-20")).toBe("2023-11-20"); // not yet a national holiday
    expect(nextBankDay("2026-12-25")).toBe("2026-12-28");
  });
});
