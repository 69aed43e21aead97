import type { LinkSplit } from "@/lib/schemas/payment-links";

/**
 * A payment link's splits (percentages of its price) as a charge's splits in cents at `price`:
 * the same rounding when a link is saved (assert-link-fee-payer.ts) and when a payer pays it, so
 * what was judged is what is charged. A split that rounds to nothing is left out.
 */
export const linkSplitsAt = (splits: readonly LinkSplit[], price: number) =>
  splits
    .map((split) => ({
      recipientId: split.recipientId,
      amount: Math.floor((price * split.percentage) / 100),
      chargeProcessingFee: split.chargeProcessingFee,
    }))
    .filter((split) => split.amount > 0);
