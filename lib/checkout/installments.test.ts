import { describe, expect, it } from "vitest";
import { installmentOptions } from "./installments";

describe("installmentOptions", () => {
  it("offers 1..max at the link amount, tagging the interest-free ones", () => {
    const options = installmentOptions({ amount: 10000, freeInstallments: 2, maxInstallments: 3 });
    expect(options.map((o) => [o.value, o.perInstallment, o.isInterestFree])).toEqual([[1, 10000, true], [2, 5000, true], [3, 3333, false]]);
    expect(options[1].label).toBe("2x de R$\u00a050,00 sem juros · total R$\u00a0100,00");
    expect(options[2].label).not.toContain("sem juros");
  });
});
