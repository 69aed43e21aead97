import { describe, expect, it } from "vitest";

import { pixInputSchema } from "./transactions";

describe("pix input: one lifetime, in seconds, minutes or days", () => {
  it("turns each unit into expiresInSeconds", () => {
    expect(pixInputSchema.parse({ expiresInSeconds: 900 })).toEqual({ expiresInSeconds: 900 });
    expect(pixInputSchema.parse({ expiresInMinutes: 30 })).toEqual({ expiresInSeconds: 1800 });
    expect(pixInputSchema.parse({ expiresInDays: 2 })).toEqual({ expiresInSeconds: 172_800 });
    expect(pixInputSchema.parse({})).toEqual({ expiresInSeconds: 3600 });
  });

  it("refuses two at once, naming the second", () => {
    const r = pixInputSchema.safeParse({ expiresInSeconds: 900, expiresInMinutes: 15 });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path)).toEqual([["expiresInMinutes"]]);
  });

  it("keeps every unit within 60 seconds and 30 days", () => {
    for (const bad of [
      { expiresInSeconds: 59 },
      { expiresInMinutes: 0 },
      { expiresInMinutes: 43_201 },
      { expiresInDays: 31 },
      { expiresInDays: 1.5 },
    ])
      expect(pixInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(pixInputSchema.parse({ expiresInDays: 30 })).toEqual({ expiresInSeconds: 30 * 86400 });
  });
});
