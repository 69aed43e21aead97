import "server-only";

import type { LedgerEntryType } from "@/generated/prisma/client";
import { sql } from "@/lib/platform/sql";
import type { TransactionStatus } from "@/lib/schemas/transactions";

// What a transaction cost and left (docs/money.md, "Fee and net"): read from its ledger entries, the
// one rule behind the API's `fee.estimatedFee`, `fee.netAmount` and `splits[].netAmount`, the
// transaction page and the CSV.
// - Still waiting to be paid: the estimate the pricing made at creation (what it will cost and leave).
// - Otherwise: what the ledger holds. The fee is what the fee entries took (less what refunds gave
//   back); the net is every entry of the transaction (payment, fee, refunds, chargebacks, dispute
//   holds and releases). A refused, canceled or expired transaction has no entries: fee 0, net 0. A
//   partially paid boleto counts what arrived.
// transactionFigures (for answers built in the app) and the SQL below (for answers the database
// writes) are the same rule; transaction-figures.db.test.ts holds them equal to the ledger.

// Bringing a payable forward moves when its money arrives and costs the recipient a financing fee:
// neither changes what the sale cost and left, so a transaction's figures leave those lines out.
const isFinancing = (type: LedgerEntryType) => type === "anticipation" || type === "anticipation_fee";

export const ESTIMATED_STATUSES: readonly TransactionStatus[] = ["waiting_payment", "processing", "authorized"];

type Entry = { recipientId: number; type: LedgerEntryType; amount: number };
type Planned = {
  status: string;
  feeEstimated: number;
  netAmount: number;
  splits: { recipientId: number; netAmount: number }[];
};

export type TransactionFigures = { fee: number; net: number; netOf: (recipientId: number) => number };

export function transactionFigures(t: Planned, entries: Entry[]): TransactionFigures {
  if (ESTIMATED_STATUSES.includes(t.status as TransactionStatus)) {
    const planned = new Map(t.splits.map((s) => [s.recipientId, s.netAmount]));
    return { fee: t.feeEstimated, net: t.netAmount, netOf: (id) => planned.get(id) ?? 0 };
  }
  const byRecipient = new Map<number, number>();
  let fee = 0;
  let net = 0;
  for (const e of entries) {
    if (isFinancing(e.type)) continue;
    if (e.type === "fee") fee -= e.amount;
    net += e.amount;
    byRecipient.set(e.recipientId, (byRecipient.get(e.recipientId) ?? 0) + e.amount);
  }
  return { fee, net, netOf: (id) => byRecipient.get(id) ?? 0 };
}

// The same rule in SQL, for a transaction `t` (and a split `s` of it): scalar subqueries on the
// ledger's transactionId index, a handful of rows each. Transaction entries are all in the
// `balance` bucket; the filter says so for the reader and the index.
const isEstimated = sql`t."status"::text = ANY(${[...ESTIMATED_STATUSES]}::text[])`;
const entriesOf = (extra = sql``) =>
  sql`FROM "LedgerEntry" l WHERE l."transactionId" = t."id" AND l."bucket" = 'balance'
    AND l."type" NOT IN ('anticipation', 'anticipation_fee')${extra}`;

export const feeSql = sql`CASE WHEN ${isEstimated} THEN t."feeEstimated"
  ELSE (SELECT -COALESCE(sum(l."amount"), 0) ${entriesOf(sql` AND l."type" = 'fee'`)})::int END`;
export const netSql = sql`CASE WHEN ${isEstimated} THEN t."netAmount"
  ELSE (SELECT COALESCE(sum(l."amount"), 0) ${entriesOf()})::int END`;
export const splitNetSql = sql`CASE WHEN ${isEstimated} THEN s."netAmount"
  ELSE (SELECT COALESCE(sum(l."amount"), 0) ${entriesOf(sql` AND l."recipientId" = s."recipientId"`)})::int END`;
