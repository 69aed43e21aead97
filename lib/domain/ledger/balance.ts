import "server-only";

import type { Db, Tx } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

export type Balance = {
  recipientId: number;
  available: number;
  waitingFunds: number;
  /** processing transfers: held until the bank pays (then transferred) or refuses (then available) */
  inTransit: number;
  transferred: number;
};

type Row = {
  recipientId: number;
  available: bigint | number;
  waiting: bigint | number;
  inTransit: bigint | number;
  transferred: bigint | number;
};

// A balance is never stored: it is the sum of the recipient's append-only ledger entries.
export async function balancesOf(db: Db | Tx, recipientIds: number[], at = new Date()): Promise<Map<number, Balance>> {
  const out = new Map<number, Balance>(
    recipientIds.map((id) => [id, { recipientId: id, available: 0, waitingFunds: 0, inTransit: 0, transferred: 0 }]),
  );
  if (recipientIds.length === 0) return out;
  const rows = await runSqlIn(
    db,
    sql<Row>`
    SELECT "recipientId",
      COALESCE(SUM("amount") FILTER (WHERE "bucket" = 'balance' AND "availableAt" <= ${at}), 0) AS available,
      COALESCE(SUM("amount") FILTER (WHERE "bucket" = 'balance' AND "availableAt" > ${at}), 0) AS waiting,
      COALESCE(SUM("amount") FILTER (WHERE "bucket" = 'in_transit'), 0) AS "inTransit",
      COALESCE(SUM("amount") FILTER (WHERE "bucket" = 'transferred'), 0) AS transferred
    FROM "LedgerEntry" WHERE "recipientId" = ANY(${recipientIds}::int[])
    GROUP BY "recipientId"`,
  );
  for (const r of rows)
    out.set(r.recipientId, {
      recipientId: r.recipientId,
      available: Number(r.available),
      waitingFunds: Number(r.waiting),
      inTransit: Number(r.inTransit),
      transferred: Number(r.transferred),
    });
  return out;
}

// What the recipient owes: a chargeback its installments and available balance could not cover
// took `available` below zero (docs/money.md, "Chargebacks and debt"); the next money to settle
// pays it first. Answered beside the balance (GET /v1/balance `debt`), never subtracted twice.
export const debtOf = (b: { available: number }): number => Math.max(0, -b.available);

export async function balanceOf(db: Db | Tx, recipientId: number, at = new Date()): Promise<Balance> {
  return (await balancesOf(db, [recipientId], at)).get(recipientId)!;
}
