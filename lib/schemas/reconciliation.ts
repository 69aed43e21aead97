import { z } from "zod";

import { endOfMonth, periodDays, startOfMonth, TIME_ZONE, todayInSaoPaulo } from "@/lib/formats/time";

import { idParam, isoDate } from "./common";
import { MAX_REPORT_DAYS } from "./reports";
import { paymentMethods } from "./transactions";

// The reconciliation reports (GET /v1/reports/{settlements,fees,splits,receivables}): São Paulo days,
// both included; without them, this month (docs/api.md, "Reconciliation reports"). Money in cents.
export const REPORT_FORMATS = ["json", "csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const reportQueryFields = z.object({
  from: isoDate
    .optional()
    .meta({ description: "First day (São Paulo), YYYY-MM-DD; default: the first of this month." }),
  to: isoDate
    .optional()
    .meta({ description: "Last day (São Paulo), YYYY-MM-DD, included; default: the month's last day." }),
  recipientId: idParam.optional().meta({ description: "Only this recipient's lines (`recipient_id` also accepted)." }),
  format: z
    .enum(REPORT_FORMATS)
    .optional()
    .meta({ description: "`csv` or `xlsx` for a file; otherwise the `Accept` header decides (JSON by default)." }),
});

export const reportQuerySchema = reportQueryFields.transform(({ from, to, ...rest }, ctx) => {
  const today = todayInSaoPaulo();
  const start = from ?? (to ? startOfMonth(to) : startOfMonth(today));
  const end = to ?? endOfMonth(start);
  if (start > end) ctx.addIssue({ code: "custom", path: ["from"], message: "must be on or before `to`" });
  else if (periodDays(start, end) > MAX_REPORT_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `the period can have at most ${MAX_REPORT_DAYS} days` });
  return { from: start, to: end, ...rest };
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

const cents = z.number().int();
const money = { gross: cents, fees: cents, net: cents };
const period = { from: z.string(), to: z.string(), timeZone: z.literal(TIME_ZONE), recipientId: z.number().nullable() };
const method = z.enum(paymentMethods);

export const MoneyTotalsSchema = z.object(money).meta({ id: "ReportTotals" });

// One day × method × recipient: settlements (what became available) and receivables (still to come)
export const DailyReportRowSchema = z
  .object({ date: z.string(), paymentMethod: method, recipientId: z.number(), recipientName: z.string(), ...money })
  .meta({ id: "DailyReportRow" });

export const DailyReportSchema = z
  .object({
    ...period,
    totals: MoneyTotalsSchema,
    rows: z.array(DailyReportRowSchema),
    // every day of the period (quiet days too), its net per method: the chart's stacked bars
    days: z.array(
      z.object({
        date: z.string(),
        ...money,
        netByMethod: z.object({ credit_card: cents, pix: cents, boleto: cents }),
      }),
    ),
  })
  .meta({ id: "DailyReport" });

export const FeesMonthSchema = z
  .object({
    month: z.string().meta({ description: "YYYY-MM (São Paulo)" }),
    processingByMethod: z.object({ credit_card: cents, pix: cents, boleto: cents }),
    processingFees: cents,
    anticipationFees: cents,
    transferFees: cents,
    total: cents,
  })
  .meta({ id: "FeesMonth" });

export const FeesReportSchema = z
  .object({ ...period, totals: FeesMonthSchema.omit({ month: true }), months: z.array(FeesMonthSchema) })
  .meta({ id: "FeesReport" });

export const SplitRowSchema = z
  .object({
    transactionId: z.number(),
    paidOn: z.string().meta({ description: "São Paulo day the transaction was paid" }),
    paymentMethod: method,
    transactionAmount: cents,
    recipientId: z.number(),
    recipientName: z.string(),
    ...money,
  })
  .meta({ id: "SplitRow" });

export const SplitsReportSchema = z
  .object({
    ...period,
    totals: MoneyTotalsSchema,
    rows: z.array(SplitRowSchema),
    byRecipient: z.array(z.object({ recipientId: z.number(), recipientName: z.string(), ...money })),
  })
  .meta({ id: "SplitsReport" });

export type MoneyTotals = z.infer<typeof MoneyTotalsSchema>;
export type DailyReport = z.infer<typeof DailyReportSchema>;
export type DailyReportRow = z.infer<typeof DailyReportRowSchema>;
export type FeesMonth = z.infer<typeof FeesMonthSchema>;
export type FeesReport = z.infer<typeof FeesReportSchema>;
export type SplitRow = z.infer<typeof SplitRowSchema>;
export type SplitsReport = z.infer<typeof SplitsReportSchema>;
export const RECONCILIATION_REPORTS = ["settlements", "fees", "splits", "receivables"] as const;
export type ReconciliationReport = (typeof RECONCILIATION_REPORTS)[number];
