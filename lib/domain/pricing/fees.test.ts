import { describe, expect, it } from "vitest";

import { allocateProportionally, computeFee, DEFAULT_PRICING, type Pricing, spreadPercent, transferFee } from "./fees";

describe("computeFee", () => {
  it("charges cards 39 cents + 3.99% for a single installment", () => {
    // 10000 * 3.99% = 399.00 -> 399 + 39
    expect(computeFee({ paymentMethod: "credit_card", amount: 10000, installments: 1 })).toEqual({
      fixedAmount: 39,
      spreadPercentage: 399,
      estimatedFee: 438,
      netAmount: 9562,
    });
  });

  it("adds 1.49% per installment above the first", () => {
    // 3 installments: 3.99 + 2 * 1.49 = 6.97%; 10000 * 6.97% = 697
    expect(computeFee({ paymentMethod: "credit_card", amount: 10000, installments: 3 })).toEqual({
      fixedAmount: 39,
      spreadPercentage: 697,
      estimatedFee: 736,
      netAmount: 9264,
    });
    // 12 installments: 3.99 + 11 * 1.49 = 20.38%
    expect(computeFee({ paymentMethod: "credit_card", amount: 50000, installments: 12 }).estimatedFee).toBe(39 + 10190);
  });

  it("charges pix 0.99% and boleto a flat R$ 3,49, ignoring installments", () => {
    expect(computeFee({ paymentMethod: "pix", amount: 10000, installments: 5 })).toEqual({
      fixedAmount: 0,
      spreadPercentage: 99,
      estimatedFee: 99,
      netAmount: 9901,
    });
    expect(computeFee({ paymentMethod: "boleto", amount: 10000, installments: 1 })).toEqual({
      fixedAmount: 349,
      spreadPercentage: 0,
      estimatedFee: 349,
      netAmount: 9651,
    });
  });

  it("rounds the percentage part half up", () => {
    // 50 * 0.99% = 0.495 -> 0 ; 51 * 0.99% = 0.5049 -> 1 ; 1 * 50% = 0.5 -> 1
    expect(computeFee({ paymentMethod: "pix", amount: 50, installments: 1 }).estimatedFee).toBe(0);
    expect(computeFee({ paymentMethod: "pix", amount: 51, installments: 1 }).estimatedFee).toBe(1);
    const half: Pricing = {
      ...DEFAULT_PRICING,
      pix: { fixedAmount: 0, spreadPercentage: 5000, installmentSurchargePercentage: 0 },
    };
    expect(computeFee({ paymentMethod: "pix", amount: 1, installments: 1, pricing: half }).estimatedFee).toBe(1);
    expect(computeFee({ paymentMethod: "pix", amount: 3, installments: 1, pricing: half }).estimatedFee).toBe(2);
    // 1001 * 3.99% = 39.9399 -> 40
    expect(computeFee({ paymentMethod: "credit_card", amount: 1001, installments: 1 }).estimatedFee).toBe(79);
  });

  it("never charges more than the amount", () => {
    expect(computeFee({ paymentMethod: "boleto", amount: 200, installments: 1 })).toEqual({
      fixedAmount: 349,
      spreadPercentage: 0,
      estimatedFee: 200,
      netAmount: 0,
    });
    expect(computeFee({ paymentMethod: "credit_card", amount: 0, installments: 1 }).netAmount).toBe(0);
  });

  it("stays exact for very large amounts", () => {
    // R$ 10 billion at 3.99%: a float product would already be past 2^53.
    expect(computeFee({ paymentMethod: "credit_card", amount: 1_000_000_000_000, installments: 12 }).estimatedFee).toBe(
      39 + 203_800_000_000,
    );
  });

  it("uses a custom pricing when given", () => {
    const pricing: Pricing = {
      ...DEFAULT_PRICING,
      credit_card: { fixedAmount: 0, spreadPercentage: 250, installmentSurchargePercentage: 0 },
    };
    expect(computeFee({ paymentMethod: "credit_card", amount: 10000, installments: 6, pricing }).estimatedFee).toBe(
      250,
    );
  });

  it("rejects fractional or negative amounts and installments", () => {
    expect(() => computeFee({ paymentMethod: "pix", amount: 10.5, installments: 1 })).toThrow(RangeError);
    expect(() => computeFee({ paymentMethod: "pix", amount: -1, installments: 1 })).toThrow(RangeError);
    expect(() => computeFee({ paymentMethod: "credit_card", amount: 100, installments: 0 })).toThrow(RangeError);
  });
});

describe("allocateProportionally", () => {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  it("splits evenly divisible totals exactly", () => {
    expect(allocateProportionally(1000, [7000, 3000])).toEqual([700, 300]);
  });

  it("hands leftover cents to the largest remainders", () => {
    // 100 / 3 = 33.33 each -> first gets the extra cent (tie, earlier index)
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // quotas 14.2857, 28.5714, 57.1428 -> remainders .29, .57, .14 -> middle gets it
    expect(allocateProportionally(100, [1, 2, 4])).toEqual([14, 29, 57]);
  });

  it("always sums to the total", () => {
    const cases: Array<[number, number[]]> = [
      [1, [1, 1, 1]],
      [9999, [3333, 3333, 3334]],
      [12345, [1, 2, 3, 4, 5, 6, 7]],
      [7, [0.1, 0.2, 0.7]],
      [500, [10, 0, 90]],
    ];
    for (const [total, weights] of cases) expect(sum(allocateProportionally(total, weights))).toBe(total);
  });

  it("gives nothing to zero weights", () => {
    expect(allocateProportionally(101, [0, 1, 0, 1])).toEqual([0, 51, 0, 50]);
  });

  it("handles negative totals symmetrically", () => {
    expect(allocateProportionally(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it("returns zeros for a zero total and rejects impossible weights", () => {
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(0, [1, 2])).toEqual([0, 0]);
    expect(() => allocateProportionally(10, [0, 0])).toThrow(RangeError);
    expect(() => allocateProportionally(10, [])).toThrow(RangeError);
    expect(() => allocateProportionally(10, [1, -1])).toThrow(RangeError);
    expect(() => allocateProportionally(1.5, [1])).toThrow(RangeError);
  });
});

describe("spreadPercent", () => {
  it("answers whole percent, the exact rate staying in basis points", () => {
    expect(spreadPercent(400)).toBe(4);
    expect(spreadPercent(399)).toBe(4);
    expect(spreadPercent(99)).toBe(1);
    expect(spreadPercent(149)).toBe(1);
    expect(spreadPercent(150)).toBe(2);
    expect(spreadPercent(0)).toBe(0);
  });
});

describe("transferFee", () => {
  it("is free by default and the company's flat fee per destination type otherwise", () => {
    expect(transferFee("bank_account")).toBe(0);
    expect(transferFee("pix", { ...DEFAULT_PRICING })).toBe(0);
    const pricing: Pricing = {
      ...DEFAULT_PRICING,
      transfer: { bank_account: { fixedAmount: 367 }, pix: { fixedAmount: 50 } },
    };
    expect(transferFee("bank_account", pricing)).toBe(367);
    expect(transferFee("pix", pricing)).toBe(50);
    expect(() =>
      transferFee("pix", {
        ...DEFAULT_PRICING,
        transfer: { bank_account: { fixedAmount: 0 }, pix: { fixedAmount: -1 } },
      }),
    ).toThrow(RangeError);
  });
});
