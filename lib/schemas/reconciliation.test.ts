import { afterEach, describe, expect, it, vi } from "vitest";

import { reportQuerySchema } from "./reconciliation";

afterEach(() => vi.useRealTimers());

const issue = (q: Record<string, string>) => reportQuerySchema.safeParse(q).error?.issues[0];

describe("a reconciliation report's period", () => {
  it("defaults to this month in São Paulo, also at 22:00 on the last day when UTC is already next month", () => {
    vi.useFakeTimers({ now: new Date("2026-04-01T01:00:00Z"), toFake: ["Date"] });
    expect(reportQuerySchema.parse({})).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(reportQuerySchema.parse({ from: "2026-02-10" })).toEqual({ from: "2026-02-10", to: "2026-02-28" });
  });

  it("refuses a bad day, from after to, and a period over 366 days, naming the field", () => {
    expect(issue({ from: "2026-02-30", to: "2026-03-05" })?.path).toEqual(["from"]);
    expect(issue({ from: "2026-03-05", to: "2026-03-01" })?.path).toEqual(["from"]);
    expect(issue({ from: "2025-01-01", to: "2026-03-01" })?.path).toEqual(["to"]);
    expect(issue({ from: "2026-03-01", to: "2026-03-31", format: "pdf" })?.path).toEqual(["format"]);
    expect(issue({ from: "2026-03-01", to: "2026-03-31", recipientId: "abc" })?.path).toEqual(["recipientId"]);
  });

  it("takes a recipient and a file format", () => {
    expect(reportQuerySchema.parse({ from: "2026-03-01", to: "2026-03-01", recipientId: "7", format: "xlsx" })).toEqual(
      {
        from: "2026-03-01",
        to: "2026-03-01",
        recipientId: 7,
        format: "xlsx",
      },
    );
  });
});
