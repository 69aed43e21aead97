import { describe, expect, it } from "vitest";

import { installmentOptions, installmentsRounding, installmentsText, splitInstallments } from "./installments";

describe("installments", () => {
  it("offers 1..max at the link amount, tagging the interest-free ones", () => {
    const options = installmentOptions({ amount: 10000, freeInstallments: 2, maxInstallments: 3 });
    expect(options.map((o) => [o.value, o.isInterestFree])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(options[0].label).toBe("À vista · R$\u00a0100,00");
    expect(options[1].label).toBe("2x de R$\u00a050,00 sem juros · total R$\u00a0100,00");
    expect(options[2].label).toBe("3x de R$\u00a033,33 · total R$\u00a0100,00");
  });

  it("the first installment takes the leftover cents, so the parts always add up to the amount", () => {
    expect(splitInstallments(10000, 3)).toEqual({ first: 3334, others: 3333 });
    expect(splitInstallments(15000, 3)).toEqual({ first: 5000, others: 5000 });
    for (const amount of [1, 99, 100, 101, 4990, 10000, 123457])
      for (let n = 1; n <= 12; n++) {
        const { first, others } = splitInstallments(amount, n);
        expect(first + others * (n - 1)).toBe(amount);
        expect(first - others).toBeLessThan(n);
      }
  });

  it("words the page and the form the same way: n equal-looking installments, the rounding in small print", () => {
    expect(installmentsText(15000, 3)).toBe("3x de R$\u00a050,00");
    expect(installmentsRounding(15000, 3)).toBeNull();
    expect(installmentsText(8990, 3)).toBe("3x de R$\u00a029,97");
    expect(installmentsRounding(8990, 3)).toBe("1ª parcela de R$\u00a029,98 e 2 de R$\u00a029,96");
    expect(installmentsText(10000, 3)).toBe("3x de R$\u00a033,33");
    expect(installmentsRounding(10000, 3)).toBe("1ª parcela de R$\u00a033,34 e 2 de R$\u00a033,33");
  });
});
