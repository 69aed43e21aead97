import "server-only";

import { TIME_ZONE } from "@/lib/formats/time";
import { runSql, sql } from "@/lib/platform/sql";
import type { FeesMonth, FeesReport, ReportQuery } from "@/lib/schemas/reconciliation";
import type { PaymentMethod } from "@/lib/schemas/transactions";

import { companyLedger, inPeriod, recipientFilter, zone } from "./daily-report";

type Row = { month: string; method: PaymentMethod | null; processing: number; anticipation: number; transfer: number };

const emptyMonth = (month: string): FeesMonth => ({
  month,
  processingByMethod: { credit_card: 0, pix: 0, boleto: 0 },
  processingFees: 0,
  anticipationFees: 0,
  transferFees: 0,
  total: 0,
});

// The fees the ledger recorded, by the São Paulo month they were charged (the line's createdAt):
// processing fees of payments per method, net of what refunds gave back; anticipation fees; the
// fees of transfers (given back when a transfer fails). Every month the period touches is listed.
/** GET /v1/reports/fees */
export async function feesReport({ companyId, query }: { companyId: number; query: ReportQuery }): Promise<FeesReport> {
  const byRecipient = await recipientFilter(companyId, query, sql`l."recipientId"`);
  const rows = await runSql(
    sql<Row>`
    SELECT to_char((l."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${zone}, 'YYYY-MM') AS "month",
      t."paymentMethod"::text AS "method",
      COALESCE(-sum(l."amount") FILTER (WHERE l."type" = 'fee' AND l."transactionId" IS NOT NULL), 0)::int AS "processing",
      COALESCE(-sum(l."amount") FILTER (WHERE l."type" = 'anticipation_fee'), 0)::int AS "anticipation",
      COALESCE(-sum(l."amount") FILTER (WHERE l."type" = 'fee' AND l."transferId" IS NOT NULL), 0)::int AS "transfer"
    FROM "LedgerEntry" l
    LEFT JOIN "Transaction" t ON t."id" = l."transactionId"
    WHERE ${companyLedger(companyId)} AND l."type" IN ('fee', 'anticipation_fee')
      AND ${inPeriod(sql`l."createdAt"`, query)} AND ${byRecipient}
    GROUP BY 1, 2`,
  );
  const months = new Map<string, FeesMonth>();
  for (let m = query.from.slice(0, 7); m <= query.to.slice(0, 7); m = nextMonth(m)) months.set(m, emptyMonth(m));
  const totals = emptyMonth("");
  for (const r of rows) {
    const month = months.get(r.month) ?? months.set(r.month, emptyMonth(r.month)).get(r.month)!;
    for (const into of [month, totals]) {
      if (r.method) into.processingByMethod[r.method] += r.processing;
      into.processingFees += r.processing;
      into.anticipationFees += r.anticipation;
      into.transferFees += r.transfer;
      into.total += r.processing + r.anticipation + r.transfer;
    }
  }
  const { month: _, ...sums } = totals;
  return {
    from: query.from,
    to: query.to,
    timeZone: TIME_ZONE,
    recipientId: query.recipientId ?? null,
    totals: sums,
    months: [...months.values()],
  };
}

function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}
