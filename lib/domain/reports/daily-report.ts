import "server-only";

import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { addDays, startOfDay, TIME_ZONE } from "@/lib/formats/time";
import { type Sql, sql } from "@/lib/platform/sql";
import type { DailyReport, DailyReportRow, ReportQuery } from "@/lib/schemas/reconciliation";

export const zone = sql.const(`'${TIME_ZONE}'` as const);

/** A timestamp column's São Paulo day, "YYYY-MM-DD" (columns hold UTC without a zone). */
export const localDay = (column: Sql) =>
  sql`to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;

/** `column` within the period's São Paulo days, as a range on the column (so an index can serve it). */
export const inPeriod = (column: Sql, q: { from: string; to: string }) =>
  sql`${column} >= ${startOfDay(q.from)} AND ${column} < ${startOfDay(addDays(q.to, 1))}`;

/**
 * The company's ledger lines of the balance, as the (recipientId, bucket, availableAt) index reaches
 * them: the ledger has no index by company, so the company is read through its recipients.
 */
export const companyLedger = (companyId: number) =>
  sql`l."recipientId" IN (SELECT "id" FROM "Recipient" WHERE "companyId" = ${companyId}) AND l."bucket" = 'balance'`;

/** The recipient filter: none, or one recipient of the company (another company's id is a 404). */
export async function recipientFilter(companyId: number, q: ReportQuery, column: Sql): Promise<Sql> {
  if (!q.recipientId) return sql`TRUE`;
  const recipient = await findRecipient({ companyId, recipientId: q.recipientId });
  return sql`${column} = ${recipient.id}`;
}

/** Rows of day × method × recipient summed into the period's totals and its days (quiet days too). */
export function dailyReport(q: ReportQuery, rows: DailyReportRow[]): DailyReport {
  const totals = { gross: 0, fees: 0, net: 0 };
  const days = new Map<string, DailyReport["days"][number]>();
  for (let d = q.from; d <= q.to; d = addDays(d, 1))
    days.set(d, { date: d, gross: 0, fees: 0, net: 0, netByMethod: { credit_card: 0, pix: 0, boleto: 0 } });
  for (const r of rows) {
    const day = days.get(r.date)!;
    for (const into of [totals, day]) {
      into.gross += r.gross;
      into.fees += r.fees;
      into.net += r.net;
    }
    day.netByMethod[r.paymentMethod] += r.net;
  }
  return {
    from: q.from,
    to: q.to,
    timeZone: TIME_ZONE,
    recipientId: q.recipientId ?? null,
    totals,
    rows,
    days: [...days.values()],
  };
}
