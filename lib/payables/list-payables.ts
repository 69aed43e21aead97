import "server-only";

import { payableFilters, type PayableRow, payablesRelation } from "@/lib/ledger/payable-sql";
import { cappedTotal, COUNT_TAKE } from "@/lib/lists/capped-total";
import { findRecipient } from "@/lib/lookups/find-recipient";
import { pageWindow } from "@/lib/schemas/common";
import type { ListPayablesQuery, Payable, PayableDay, PayableDaysQuery } from "@/lib/schemas/payables";
import { runSql, sql } from "@/lib/sql";

const iso = (d: Date | string) => new Date(d).toISOString();

export function toPayable(r: PayableRow): Payable {
  return {
    id: r.id,
    recipientId: r.recipientId,
    transactionId: r.transactionId,
    paymentMethod: r.paymentMethod,
    installment: r.installment,
    installments: r.installments,
    status: r.status,
    amount: r.amount,
    fee: r.fee,
    deductions: r.deductions,
    feeReturned: r.feeReturned,
    netAmount: r.netAmount,
    anticipationFee: r.anticipationFee,
    anticipationId: r.anticipationId,
    paymentDate: iso(r.paymentDate),
    originalPaymentDate: iso(r.originalPaymentDate),
    createdAt: iso(r.createdAt),
  };
}

// The recipient's payables (the company's own recipient unless one is named), or one
// transaction's, filtered by status and payment day.
async function scope(companyId: number, q: { recipientId?: number; transactionId?: number }) {
  if (q.transactionId && !q.recipientId)
    return sql`p."companyId" = ${companyId} AND p."transactionId" = ${q.transactionId}`;
  const recipient = await findRecipient({ companyId, recipientId: q.recipientId });
  return q.transactionId
    ? sql`p."recipientId" = ${recipient.id} AND p."transactionId" = ${q.transactionId}`
    : sql`p."recipientId" = ${recipient.id}`;
}

/** GET /v1/payables: soonest payment date first. */
export async function listPayables({ companyId, query }: { companyId: number; query: ListPayablesQuery }) {
  const { take, skip } = pageWindow(query);
  const rel = payablesRelation(await scope(companyId, query), new Date());
  const rows = await runSql(
    sql<PayableRow & { total: number }>`
    SELECT q.*, count(*) OVER ()::int AS "total" FROM ${rel}
    WHERE ${payableFilters(query)}
    ORDER BY q."paymentDate", q."id" LIMIT ${take} OFFSET ${skip}`,
  );
  const counted = rows[0]?.total ?? (skip > 0 ? await countOnly(companyId, query) : 0);
  return { data: rows.map(toPayable), ...cappedTotal(Math.min(counted, COUNT_TAKE)) };
}

async function countOnly(companyId: number, query: ListPayablesQuery) {
  const rel = payablesRelation(await scope(companyId, query), new Date());
  const [row] = await runSql(sql<{ n: number }>`SELECT count(*)::int AS n FROM ${rel} WHERE ${payableFilters(query)}`);
  return row?.n ?? 0;
}

/** GET /v1/payables/days: the same payables summed per payment day (São Paulo), for the calendar. */
export async function payableDays({ companyId, query }: { companyId: number; query: PayableDaysQuery }) {
  const rel = payablesRelation(await scope(companyId, query), new Date());
  const rows = await runSql(
    sql<PayableDay>`
    SELECT q."localDate" AS "date", count(*)::int AS "count", sum(q."amount")::int AS "amount",
      sum(q."fee")::int AS "fee", sum(q."netAmount")::int AS "netAmount"
    FROM ${rel} WHERE ${payableFilters(query)}
    GROUP BY q."localDate" ORDER BY q."localDate"`,
  );
  return { data: rows, total: rows.length, isTotalCapped: false };
}
