import { describe, expect, it } from "vitest";

import { installmentPlan } from "./installment-plan";

const base = { amount: 100_000, freeInstallments: 3, interestPaidByPayer: true, monthlyRate: 299 };

describe("installmentPlan (the payer's total per installment count)", () => {
  it("up to the free installments, and whenever the merchant keeps the interest, the payer pays the price", () => {
    expect(installmentPlan({ ...base, installments: 3 })).toEqual({
      installments: 3,
      installmentAmount: 33_334,
      total: 100_000,
      interest: 0,
    });
    expect(installmentPlan({ ...base, installments: 12, interestPaidByPayer: false }).total).toBe(100_000);
    expect(installmentPlan({ ...base, installments: 12, monthlyRate: 0 }).total).toBe(100_000);
  });

  it("above them, the Price table at the monthly rate: R$ 1.000,00 in 12× at 2,99 % is 12 × R$ 100,41", () => {
    // 100000 · 0.0299 / (1 − 1.0299^−12) = 10040.21… → 10041 cents
    expect(installmentPlan({ ...base, installments: 12 })).toEqual({
      installments: 12,
      installmentAmount: 10_041,
      total: 120_492,
      interest: 20_492,
    });
    // 4× (the first with interest): 100000 · 0.0299 / (1 − 1.0299^−4) = 26896.27… → 26897
    expect(installmentPlan({ ...base, installments: 4 }).installmentAmount).toBe(26_897);
  });

  it("more installments never cost the payer less", () => {
    let last = 0;
    for (let n = 1; n <= 12; n++) {
      const { total } = installmentPlan({ ...base, installments: n });
      expect(total).toBeGreaterThanOrEqual(last);
      last = total;
    }
  });
});
