import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/platform/errors";

import { computeSplits } from "./compute-splits";

const own = 1,
  partner = 2;

describe("computeSplits", () => {
  it("gives the remainder to the company, which pays the fee when no split does", () => {
    expect(
      computeSplits({
        amount: 10000,
        fee: 300,
        splits: [{ recipientId: partner, amount: 4000 }],
        defaultRecipientId: own,
      }),
    ).toEqual([
      { recipientId: partner, amount: 4000, feeAmount: 0, netAmount: 4000, chargeProcessingFee: false },
      { recipientId: own, amount: 6000, feeAmount: 300, netAmount: 5700, chargeProcessingFee: true },
    ]);
  });

  it("refuses everything to partners with nobody paying the fee, saying who would pay it", () => {
    const attempt = () =>
      computeSplits({
        amount: 10000,
        fee: 300,
        splits: [{ recipientId: partner, amount: 10000 }],
        defaultRecipientId: own,
      });
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow(/chargeProcessingFee/);
    try {
      attempt();
    } catch (e) {
      expect((e as ApiError).code).toBe("invalid_split");
      expect((e as ApiError).details).toEqual({ fee: 300, feeBearersAmount: 0, companyAmount: 0 });
    }
  });

  it("lets a partner take everything when it pays the fee", () => {
    expect(
      computeSplits({
        amount: 10000,
        fee: 300,
        splits: [{ recipientId: partner, amount: 10000, chargeProcessingFee: true }],
        defaultRecipientId: own,
      }),
    ).toEqual([{ recipientId: partner, amount: 10000, feeAmount: 300, netAmount: 9700, chargeProcessingFee: true }]);
  });

  it("refuses fee bearers that receive less than the fee", () => {
    expect(() =>
      computeSplits({
        amount: 10000,
        fee: 300,
        splits: [{ recipientId: partner, amount: 200, chargeProcessingFee: true }],
        defaultRecipientId: own,
      }),
    ).toThrow(/less than the 300 cents fee/);
  });
});
