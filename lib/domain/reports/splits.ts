import "server-only";

import { TIME_ZONE } from "@/lib/formats/time";
import { runSql, sql } from "@/lib/platform/sql";
import type { ReportQuery, SplitRow, SplitsReport } from "@/lib/schemas/reconciliation";

import { inPeriod, localDay, recipientFilter } from "./daily-report";

// What each recipient received of each transaction paid in the period (São Paulo day of paidAt),
// as the split rules' outcome was recorded in the payables: gross is the recipient's share, fees
// the part of the fee it bears, net = gross − fees; summed over a transaction's recipients, gross
// is the amount paid. Later refunds and chargebacks are the statement's and the payables' matter.
/** GET /v1/reports/splits */
export async function splitsReport({
  companyId,
  query,
}: {
  companyId: number;
  query: ReportQuery;
}): Promise<SplitsReport> {
  const byRecipient = await recipientFilter(companyId, query, sql`p."recipientId"`);
  const rows = await runSql(
    sql<SplitRow>`
    SELECT t."id" AS "transactionId", ${localDay(sql`t."paidAt"`)} AS "paidOn", t."paymentMethod"::text AS "paymentMethod",
      t."paidAmount" AS "transactionAmount", p."recipientId", r."legalName" AS "recipientName",
      sum(p."amount")::int AS "gross", sum(p."fee")::int AS "fees", sum(p."amount" - p."fee")::int AS "net"
    FROM "Payable" p
    JOIN "Transaction" t ON t."id" = p."transactionId"
    JOIN "Recipient" r ON r."id" = p."recipientId"
    WHERE p."companyId" = ${companyId} AND t."companyId" = ${companyId} AND t."paidAt" IS NOT NULL
      AND ${inPeriod(sql`t."paidAt"`, query)} AND ${byRecipient}
    GROUP BY t."id", p."recipientId", r."legalName"
    ORDER BY t."paidAt", t."id", p."recipientId"`,
  );
  const totals = { gross: 0, fees: 0, net: 0 };
  const byRecipientTotals = new Map<number, SplitsReport["byRecipient"][number]>();
  for (const r of rows) {
    const who =
      byRecipientTotals.get(r.recipientId) ??
      byRecipientTotals
        .set(r.recipientId, { recipientId: r.recipientId, recipientName: r.recipientName, gross: 0, fees: 0, net: 0 })
        .get(r.recipientId)!;
    for (const into of [totals, who]) {
      into.gross += r.gross;
      into.fees += r.fees;
      into.net += r.net;
    }
  }
  return {
    from: query.from,
    to: query.to,
    timeZone: TIME_ZONE,
    recipientId: query.recipientId ?? null,
    totals,
    rows,
    byRecipient: [...byRecipientTotals.values()].sort((a, b) => b.gross - a.gross),
  };
}
