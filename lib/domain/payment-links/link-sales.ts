import "server-only";

import { runSql, sql } from "@/lib/platform/sql";

import type { LinkSales } from "./serialize-payment-link";

// What each link sold: its payments kept (status paid) and the cents kept of them (paid − refunded),
// read in one query over the links of a page (Transaction_paymentLinkId_idx).
export async function linkSales(linkIds: number[]): Promise<Map<number, LinkSales>> {
  if (!linkIds.length) return new Map();
  const rows = await runSql(
    sql<{ paymentLinkId: number; count: number; amount: number }>`
    SELECT "paymentLinkId", count(*)::int AS "count", coalesce(sum("paidAmount" - "refundedAmount"), 0)::int AS "amount"
    FROM "Transaction"
    WHERE "paymentLinkId" = ANY(${linkIds}::int[]) AND "status" = 'paid'
    GROUP BY "paymentLinkId"`,
  );
  return new Map(rows.map((r) => [r.paymentLinkId, { count: r.count, amount: r.amount }]));
}
