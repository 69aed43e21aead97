import { z } from "zod";

// What an operator may set in a company's pricing (Company.pricing; docs/money.md): every part
// optional, each checked; absent parts keep their defaults (lib/domain/pricing/fees.ts).
const cents = z.number().int().min(0).max(100_000_000);
const basisPoints = z.number().int().min(0).max(10_000);
const method = z.object({
  fixedAmount: cents,
  spreadPercentage: basisPoints,
  installmentSurchargePercentage: basisPoints,
});
const days = z.number().int().min(0).max(365);

export const pricingSchema = z
  .object({
    credit_card: method,
    pix: method,
    boleto: method,
    transfer: z.object({ bank_account: z.object({ fixedAmount: cents }), pix: z.object({ fixedAmount: cents }) }),
    settlement: z.object({ credit_card: days, pix: days, boleto: days }).partial(),
    anticipation: z.object({ monthlyRate: basisPoints }),
    disputes: z.object({ responseDays: z.number().int().min(1).max(90) }),
    installmentInterest: z.object({ monthlyRate: basisPoints }),
  })
  .partial()
  .strict();
export type PricingInput = z.infer<typeof pricingSchema>;
