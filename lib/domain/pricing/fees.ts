import "server-only";

export type PaymentMethod = "credit_card" | "pix" | "boleto";

// Percentages are integers in hundredths of a percent (399 = 3.99%), so fee
// math stays in integers and never meets binary floating-point rounding.
export type MethodPricing = {
  /** Flat fee in cents charged per transaction. */
  fixedAmount: number;
  /** Hundredths of a percent of the amount (399 = 3.99%). */
  spreadPercentage: number;
  /** Hundredths of a percent added per installment above the first (cards only). */
  installmentSurchargePercentage: number;
};

export type TransferType = "bank_account" | "pix";

/** A transfer costs a flat fee per destination type, charged on top of its amount. */
export type TransferPricing = Record<TransferType, { fixedAmount: number }>;

/** Days from a payment until its money is available, per method (cards: the first installment). */
export type SettlementPricing = Partial<Record<PaymentMethod, number>>;

/** Bringing payables forward costs this many hundredths of a percent a month, pro rata by day. */
export type AnticipationPricing = { monthlyRate: number };

/** Days a merchant has to answer a dispute with evidence (lib/domain/disputes). */
export type DisputePricing = { responseDays: number };

/** Interest the payer pays per month on installments the merchant passes on (Price table). */
export type InstallmentInterestPricing = { monthlyRate: number };

/** Company.pricing: the fee table by payment method, plus transfers, settlement, anticipation,
 * the dispute deadline and installment interest (each absent in older rows, then the defaults apply). */
export type Pricing = Record<PaymentMethod, MethodPricing> & {
  transfer?: TransferPricing;
  settlement?: SettlementPricing;
  anticipation?: AnticipationPricing;
  disputes?: DisputePricing;
  installmentInterest?: InstallmentInterestPricing;
};

/** A dispute must be answered within 7 days unless the company's pricing says otherwise. */
export const DEFAULT_DISPUTE_RESPONSE_DAYS = 7;

/** Installments the payer pays interest on cost 2.99 % a month unless the company's pricing says otherwise. */
export const DEFAULT_INSTALLMENT_INTEREST_RATE = 299;

export function installmentInterestRate(pricing?: Pricing | null): number {
  return pricing?.installmentInterest?.monthlyRate ?? DEFAULT_INSTALLMENT_INTEREST_RATE;
}

export function disputeResponseDays(pricing?: Pricing | null): number {
  return pricing?.disputes?.responseDays ?? DEFAULT_DISPUTE_RESPONSE_DAYS;
}

export const DEFAULT_PRICING: Pricing = {
  credit_card: { fixedAmount: 39, spreadPercentage: 399, installmentSurchargePercentage: 149 },
  pix: { fixedAmount: 0, spreadPercentage: 99, installmentSurchargePercentage: 0 },
  boleto: { fixedAmount: 349, spreadPercentage: 0, installmentSurchargePercentage: 0 },
};

// Transfers are free unless the company's pricing says otherwise (docs/money.md, Fees).
export const DEFAULT_TRANSFER_PRICING: TransferPricing = {
  bank_account: { fixedAmount: 0 },
  pix: { fixedAmount: 0 },
};

export function transferFee(type: TransferType, pricing?: Pricing | null): number {
  const fee = (pricing?.transfer ?? DEFAULT_TRANSFER_PRICING)[type]?.fixedAmount ?? 0;
  if (!Number.isSafeInteger(fee) || fee < 0)
    throw new RangeError("a transfer fee must be a non-negative integer in cents");
  return fee;
}

type ComputeFeeOptions = {
  paymentMethod: PaymentMethod;
  amount: number;
  installments: number;
  pricing?: Pricing;
};

export type Fee = {
  fixedAmount: number;
  /** Effective percentage, including installment surcharge, in hundredths of a percent. */
  spreadPercentage: number;
  estimatedFee: number;
  netAmount: number;
};

/** `amount * hundredths / 10000`, rounded half up, exact for any safe integer amount. */
// The public `fee.spreadPercentage` is whole percent (the seed spec's integer, as the official
// clients read it: a 4 % price answers 4); the exact rate goes out as `spreadBasisPoints`.
// transaction-sql.ts writes the same rounding in SQL (round(bps / 100.0)); the parity test holds them equal.
export function spreadPercent(basisPoints: number): number {
  return Math.round(basisPoints / 100);
}

function percentOf(amount: number, hundredthsOfPercent: number): number {
  return Number((BigInt(amount) * BigInt(hundredthsOfPercent) + 5000n) / 10000n);
}

export function computeFee(opts: ComputeFeeOptions): Fee {
  const { paymentMethod, amount, installments } = opts;
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError("amount must be a non-negative integer in cents");
  if (!Number.isSafeInteger(installments) || installments < 1)
    throw new RangeError("installments must be a positive integer");

  const pricing = (opts.pricing ?? DEFAULT_PRICING)[paymentMethod];
  // Only cards are paid in installments; pix and boleto always settle at once.
  const extraInstallments = paymentMethod === "credit_card" ? installments - 1 : 0;
  const spreadPercentage = pricing.spreadPercentage + pricing.installmentSurchargePercentage * extraInstallments;
  // A fee above the amount would leave the seller owing money on a sale.
  const estimatedFee = Math.min(amount, pricing.fixedAmount + percentOf(amount, spreadPercentage));
  return { fixedAmount: pricing.fixedAmount, spreadPercentage, estimatedFee, netAmount: amount - estimatedFee };
}

/**
 * Splits an integer `total` across `weights` with the largest-remainder method,
 * so the parts always sum to `total` exactly (refund debits across split
 * recipients must not create or lose a cent). Ties go to the earlier weight.
 */
export function allocateProportionally(total: number, weights: number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError("total must be an integer");
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new RangeError("weights must be non-negative");
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0 || weightSum <= 0) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError("weights must have a positive sum");
  }

  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  const isExact = weights.every(Number.isSafeInteger);
  const shares = weights.map((weight, index) => {
    if (isExact) {
      // Integer weights (usually cents) are split exactly, with no float error.
      const numerator = BigInt(magnitude) * BigInt(weight);
      const denominator = BigInt(weightSum);
      // Remainders share the denominator, so the numerators order them exactly.
      return { index, base: Number(numerator / denominator), remainder: Number(numerator % denominator) };
    }
    const quota = (magnitude * weight) / weightSum;
    return { index, base: Math.floor(quota), remainder: quota - Math.floor(quota) };
  });

  let leftover = magnitude - shares.reduce((sum, s) => sum + s.base, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (leftover <= 0) break;
    share.base += 1;
    leftover -= 1;
  }
  return shares.map((s) => (s.base === 0 ? 0 : sign * s.base));
}
