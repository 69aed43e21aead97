import "server-only";

import { payablesRelation } from "@/lib/domain/ledger/payable-sql";
import { runSql, sql } from "@/lib/platform/sql";
import type { DailyReport, DailyReportRow, ReportQuery } from "@/lib/schemas/reconciliation";

import { dailyReport, inPeriod, recipientFilter } from "./daily-report";

// The receivables schedule: payables still waiting (not due, not anticipated, not canceled) by the
// São Paulo day they fall due, as GET /v1/payables reads them: gross is what is still to come
// before fees (the share less what refunds or chargebacks already took from it), fees the fee it
// still holds, net what the day will put into the available balance (the payable's netAmount).
/** GET /v1/reports/receivables */
export async function receivablesReport({
  companyId,
  query,
  now = new Date(),
}: {
  companyId: number;
  query: ReportQuery;
  now?: Date;
}): Promise<DailyReport> {
  const byRecipient = await recipientFilter(companyId, query, sql`p."recipientId"`);
  const rel = payablesRelation(
    sql`p."companyId" = ${companyId} AND ${inPeriod(sql`p."dueAt"`, query)} AND p."dueAt" > ${now} AND ${byRecipient}`,
    now,
  );
  const rows = await runSql(
    sql<DailyReportRow>`
    SELECT q."localDate" AS "date", q."paymentMethod", q."recipientId", r."legalName" AS "recipientName",
      sum(q."netAmount" + q."fee" - q."feeReturned")::int AS "gross",
      sum(q."fee" - q."feeReturned")::int AS "fees",
      sum(q."netAmount")::int AS "net"
    FROM ${rel}
    JOIN "Recipient" r ON r."id" = q."recipientId"
    WHERE q."status" = 'waiting_funds'
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3`,
  );
  return dailyReport(query, rows);
}
