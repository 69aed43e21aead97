import "server-only";

import { allocateProportionally } from "@/lib/domain/pricing/fees";
import { ApiError } from "@/lib/platform/errors";

export type SplitInput = { recipientId: number; amount: number; chargeProcessingFee?: boolean };
export type SplitShare = {
  recipientId: number;
  amount: number;
  feeAmount: number;
  netAmount: number;
  chargeProcessingFee: boolean;
};

// Who receives what of a transaction (docs/money.md, Splits): the given splits, the remainder to the
// company's own recipient, and the fee borne by the splits flagged chargeProcessingFee or,
// when none is, by the company's own recipient. Shares always sum to exactly `amount`.
export function computeSplits(opts: {
  amount: number;
  fee: number;
  splits: SplitInput[];
  defaultRecipientId: number;
}): SplitShare[] {
  const byRecipient = new Map<number, SplitShare>();
  for (const s of opts.splits) {
    const row = byRecipient.get(s.recipientId) ?? {
      recipientId: s.recipientId,
      amount: 0,
      feeAmount: 0,
      netAmount: 0,
      chargeProcessingFee: false,
    };
    row.amount += s.amount;
    row.chargeProcessingFee ||= Boolean(s.chargeProcessingFee);
    byRecipient.set(s.recipientId, row);
  }
  const assigned = [...byRecipient.values()].reduce((sum, s) => sum + s.amount, 0);
  if (assigned > opts.amount)
    throw new ApiError("invalid_split", "Split amounts sum to more than the transaction amount", {
      amount: opts.amount,
      splitTotal: assigned,
    });

  const own = byRecipient.get(opts.defaultRecipientId) ?? {
    recipientId: opts.defaultRecipientId,
    amount: 0,
    feeAmount: 0,
    netAmount: 0,
    chargeProcessingFee: false,
  };
  own.amount += opts.amount - assigned;
  byRecipient.set(opts.defaultRecipientId, own);

  const shares = [...byRecipient.values()];
  let bearers = shares.filter((s) => s.chargeProcessingFee);
  if (bearers.length === 0) {
    own.chargeProcessingFee = true;
    bearers = [own];
  }
  // the fee comes out of what its bearers receive: they must receive at least the fee (a split
  // giving everything to partners leaves nothing to the company's own recipient, the default bearer)
  const bearerTotal = bearers.reduce((sum, b) => sum + b.amount, 0);
  if (bearerTotal < opts.fee) {
    const isDefaultBearer =
      bearers.length === 1 && bearers[0] === own && !opts.splits.some((s) => s.chargeProcessingFee);
    throw new ApiError(
      "invalid_split",
      isDefaultBearer
        ? `The splits leave ${own.amount} cents to the company, which pays the ${opts.fee} cents fee when no split has chargeProcessingFee: mark the split(s) that pay the fee with chargeProcessingFee: true, or leave at least the fee to the company`
        : `The splits with chargeProcessingFee receive ${bearerTotal} cents, less than the ${opts.fee} cents fee they pay`,
      { fee: opts.fee, feeBearersAmount: bearerTotal, companyAmount: own.amount },
    );
  }
  const parts = allocateProportionally(
    opts.fee,
    bearers.map((b) => b.amount),
  );
  bearers.forEach((b, i) => (b.feeAmount = parts[i]));
  for (const s of shares) {
    s.netAmount = s.amount - s.feeAmount;
    if (s.netAmount < 0)
      throw new ApiError("invalid_split", "The recipients bearing the fee receive less than the fee", {
        recipientId: s.recipientId,
        fee: s.feeAmount,
        amount: s.amount,
      });
  }
  return shares.filter((s) => s.amount > 0 || s.feeAmount > 0);
}
