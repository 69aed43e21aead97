import "server-only";

import { runSql, sql } from "@/lib/platform/sql";
import type { DailyReport, DailyReportRow, ReportQuery } from "@/lib/schemas/reconciliation";

import { companyLedger, dailyReport, inPeriod, localDay, recipientFilter } from "./daily-report";

// What the sales put into the available balance, read from the ledger lines the statement lists
// (docs/dashboard.md, "Reports"): each payable's credit (payment_credit) and its fee, and what an
// anticipation moved (its net leaves the due date and lands on the anticipation's day, less its
// fee), on the São Paulo day of `availableAt`, once that moment has passed. Refunds, chargebacks
// and transfers are their own statement lines, not settlements. net = gross − fees, to the cent.
const SETTLEMENT_TYPES = ["payment_credit", "fee", "anticipation", "anticipation_fee"];

/** GET /v1/reports/settlements: per day, payment method and recipient, what became available. */
export async function settlementsReport({
  companyId,
  query,
  now = new Date(),
}: {
  companyId: number;
  query: ReportQuery;
  now?: Date;
}): Promise<DailyReport> {
  const byRecipient = await recipientFilter(companyId, query, sql`l."recipientId"`);
  const day = localDay(sql`l."availableAt"`);
  const rows = await runSql(
    sql<DailyReportRow>`
    SELECT ${day} AS "date", t."paymentMethod"::text AS "paymentMethod", l."recipientId", r."legalName" AS "recipientName",
      COALESCE(sum(l."amount") FILTER (WHERE l."type" IN ('payment_credit', 'anticipation')), 0)::int AS "gross",
      COALESCE(-sum(l."amount") FILTER (WHERE l."type" IN ('fee', 'anticipation_fee')), 0)::int AS "fees",
      sum(l."amount")::int AS "net"
    FROM "LedgerEntry" l
    JOIN "Transaction" t ON t."id" = l."transactionId"
    JOIN "Recipient" r ON r."id" = l."recipientId"
    WHERE ${companyLedger(companyId)} AND l."refundId" IS NULL
      AND l."type"::text = ANY(${SETTLEMENT_TYPES}::text[])
      AND ${inPeriod(sql`l."availableAt"`, query)} AND l."availableAt" <= ${now} AND ${byRecipient}
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3`,
  );
  return dailyReport(query, rows);
}
