import { z } from "zod";

import { addDays, periodDays, TIME_ZONE, todayInSaoPaulo } from "@/lib/formats/time";

import { isoDate } from "./common";
import { paymentMethods } from "./transactions";

// Reports read calendar days as seen in São Paulo (lib/formats/time.ts): ?from=2026-03-01&to=2026-03-31
// is both whole days, inclusive. Without them, the last 30 days up to today.
export const MAX_REPORT_DAYS = 366;

// the query's fields (for OpenAPI); overviewQuerySchema adds the defaults and the period's rules
export const overviewQueryFields = z.object({
  from: isoDate.optional().meta({ description: "First day (São Paulo), YYYY-MM-DD; default: 29 days before `to`." }),
  to: isoDate.optional().meta({ description: "Last day (São Paulo), YYYY-MM-DD, included; default: today." }),
});

export const overviewQuerySchema = overviewQueryFields.transform(({ from, to }, ctx) => {
  const end = to ?? todayInSaoPaulo();
  const start = from ?? addDays(end, -29);
  if (start > end) ctx.addIssue({ code: "custom", path: ["from"], message: "must be on or before `to`" });
  else if (periodDays(start, end) > MAX_REPORT_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `the period can have at most ${MAX_REPORT_DAYS} days` });
  return { from: start, to: end };
});

// The figures of one slice (the whole period, one day or one payment method). Money in cents.
export const OverviewFiguresSchema = z
  .object({
    // transactions created in the slice, whatever their status
    count: z.number().int(),
    // transactions that were paid (paid, later refunded or charged back, boleto paid below its amount)
    paidCount: z.number().int(),
    // what was paid
    grossVolume: z.number().int(),
    // what the payments left the company's recipients after fees, refunds, chargebacks and open disputes (the ledger)
    netVolume: z.number().int(),
    // fees still charged (refunds give back their share of the fee)
    fees: z.number().int(),
    refundCount: z.number().int(),
    refundedAmount: z.number().int(),
    chargebackCount: z.number().int(),
    chargebackAmount: z.number().int(),
    // open disputes (in_protest) and what they hold: out of the balances until won or lost
    disputeCount: z.number().int(),
    disputedAmount: z.number().int(),
    // grossVolume / paidCount, rounded; 0 without payments
    averageTicket: z.number().int(),
    // cards only: paid / (paid + refused); null without a decided card payment
    cardPaidCount: z.number().int(),
    cardRefusedCount: z.number().int(),
    approvalRate: z.number().nullable(),
  })
  .meta({ id: "OverviewFigures" });

export const OverviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.literal(TIME_ZONE),
    totals: OverviewFiguresSchema,
    byMethod: z.array(OverviewFiguresSchema.extend({ paymentMethod: z.enum(paymentMethods) })),
    byDay: z.array(OverviewFiguresSchema.extend({ date: z.string() })),
  })
  .meta({ id: "Overview" });

export type OverviewFigures = z.infer<typeof OverviewFiguresSchema>;
export type Overview = z.infer<typeof OverviewSchema>;
