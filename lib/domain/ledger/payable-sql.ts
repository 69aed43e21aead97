import "server-only";

import { TIME_ZONE } from "@/lib/formats/time";
import { type Sql, sql } from "@/lib/platform/sql";
import type { PayableStatus } from "@/lib/schemas/payables";

export type PayableRow = {
  id: number;
  recipientId: number;
  transactionId: number;
  paymentMethod: "credit_card" | "pix" | "boleto";
  installment: number;
  installments: number;
  status: PayableStatus;
  amount: number;
  fee: number;
  deductions: number;
  feeReturned: number;
  netAmount: number;
  anticipationFee: number;
  anticipationId: number | null;
  paymentDate: Date | string;
  originalPaymentDate: Date | string;
  createdAt: Date | string;
  localDate: string;
};

const zone = sql.const(`'${TIME_ZONE}'` as const);

// Every payable with what its ledger lines say of it (one source of truth: the Payable row holds
// what the payment wrote, the lines hold everything that happened since), as a relation `q`:
// - deductions: refunds, chargebacks and dispute holds taken from it, reversals given back;
// - netAmount: every line of it but the anticipation's (what it pays the recipient);
// - status: anticipated, canceled (its share all taken back, or a chargeback took all it still paid:
//   the fee it keeps is not taken from it), paid (due) or waiting_funds.
export function payablesRelation(where: Sql, now: Date) {
  return sql<PayableRow>`(
    SELECT x.*, to_char((x."paymentDate" AT TIME ZONE 'UTC') AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS "localDate"
    FROM (
      SELECT p."id", p."recipientId", p."transactionId", t."paymentMethod"::text AS "paymentMethod",
        p."installment", p."installments", p."amount", p."fee", p."anticipationId", p."createdAt",
        p."dueAt" AS "originalPaymentDate",
        COALESCE(a."createdAt", p."dueAt") AS "paymentDate",
        l."deductions", l."feeReturned", l."netAmount", l."anticipationFee",
        CASE WHEN p."anticipationId" IS NOT NULL THEN 'anticipated'
          WHEN p."amount" > 0 AND (l."grossLeft" <= 0 OR (l."netAmount" <= 0 AND l."deductions" < 0)) THEN 'canceled'
          WHEN p."dueAt" <= ${now} THEN 'paid'
          ELSE 'waiting_funds' END AS "status"
      FROM "Payable" p
      JOIN "Transaction" t ON t."id" = p."transactionId"
      LEFT JOIN "Anticipation" a ON a."id" = p."anticipationId"
      CROSS JOIN LATERAL (
        SELECT
          COALESCE(sum(e."amount") FILTER (WHERE e."type" IN ('refund', 'chargeback', 'chargeback_reversal', 'refund_reversal')), 0)::int AS "deductions",
          (COALESCE(sum(e."amount") FILTER (WHERE e."type" = 'fee'), 0) + p."fee")::int AS "feeReturned",
          COALESCE(sum(e."amount") FILTER (WHERE e."type" NOT IN ('anticipation', 'anticipation_fee')), 0)::int AS "netAmount",
          COALESCE(-sum(e."amount") FILTER (WHERE e."type" = 'anticipation_fee'), 0)::int AS "anticipationFee",
          COALESCE(sum(e."amount") FILTER (WHERE e."type" IN ('payment_credit', 'refund', 'chargeback', 'chargeback_reversal', 'refund_reversal')), 0)::int AS "grossLeft"
        FROM "LedgerEntry" e
        WHERE e."transactionId" = p."transactionId" AND e."recipientId" = p."recipientId"
          AND e."installment" = p."installment" AND e."bucket" = 'balance'
      ) l
      WHERE ${where}
    ) x
  ) q`;
}

// dueFrom/dueTo are São Paulo days of the payment date, inclusive.
export function payableFilters(f: { status?: PayableStatus[]; dueFrom?: string; dueTo?: string }): Sql {
  const where = [sql`TRUE`];
  if (f.status?.length) where.push(sql`q."status" = ANY(${f.status}::text[])`);
  if (f.dueFrom) where.push(sql`q."localDate" >= ${f.dueFrom}`);
  if (f.dueTo) where.push(sql`q."localDate" <= ${f.dueTo}`);
  return sql.join(where, " AND ");
}
