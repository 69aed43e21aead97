import { describe, expect, it } from "vitest";

import { retryDelayMs } from "./retry-delay";

describe("retryDelayMs", () => {
  it("doubles from the base, with jitter of ±25 %", () => {
    expect(retryDelayMs(1, 1000, () => 0.5)).toBe(1000);
    expect(retryDelayMs(2, 1000, () => 0.5)).toBe(2000);
    expect(retryDelayMs(5, 1000, () => 0.5)).toBe(16000);
    expect(retryDelayMs(3, 1000, () => 0)).toBe(3000);
    expect(retryDelayMs(3, 1000, () => 0.999999)).toBe(5000);
  });

  it("spreads the default 15 attempts over about three days", () => {
    const total = Array.from({ length: 14 }, (_, i) => retryDelayMs(i + 1, 16_000, () => 0.5)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total / 3_600_000).toBeGreaterThan(70);
    expect(total / 3_600_000).toBeLessThan(76);
  });

  it("never waits more than two days for one retry", () => {
    expect(retryDelayMs(40, 16_000, () => 0.5)).toBe(48 * 3600 * 1000);
  });
});
