import "server-only";

import { allocateProportionally } from "@/lib/domain/pricing/fees";
import type { Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";

import { balancesOf } from "./balance";
import { ledgerNow } from "./ledger-now";
import { lockRecipients } from "./lock-recipients";

type Debit = {
  companyId: number;
  transactionId: number;
  amount: number;
  remaining: number;
  type: "refund" | "chargeback";
  refundId?: number;
  now?: Date;
};

// A payable of this transaction still waiting for its due date: what is left of its share and fee.
type Slot = { installment: number; dueAt: Date; grossLeft: number; feeLeft: number };
type Position = { feeOutstanding: number; waiting: Slot[] };

const GROSS_TYPES = ["payment_credit", "refund", "chargeback", "chargeback_reversal", "refund_reversal"];

// What each recipient still holds of this payment: the fee it paid (less what came back) and its
// payables not yet due nor anticipated, latest installment first.
async function positions(tx: Tx, transactionId: number, now: Date): Promise<Map<number, Position>> {
  const rows = await runSqlIn(
    tx,
    sql<{ recipientId: number; installment: number | null; dueAt: Date | null; gross: number; fee: number }>`
    SELECT l."recipientId", p."installment", p."dueAt",
      COALESCE(sum(l."amount") FILTER (WHERE l."type"::text = ANY(${GROSS_TYPES}::text[])), 0)::int AS gross,
      COALESCE(-sum(l."amount") FILTER (WHERE l."type" = 'fee'), 0)::int AS fee
    FROM "LedgerEntry" l
    LEFT JOIN "Payable" p ON p."transactionId" = l."transactionId" AND p."recipientId" = l."recipientId"
      AND p."installment" = l."installment" AND p."anticipationId" IS NULL AND p."dueAt" > ${now}
    WHERE l."transactionId" = ${transactionId} AND l."bucket" = 'balance'
    GROUP BY l."recipientId", p."installment", p."dueAt"`,
  );
  const out = new Map<number, Position>();
  for (const r of rows) {
    const p = out.get(r.recipientId) ?? { feeOutstanding: 0, waiting: [] };
    p.feeOutstanding += r.fee;
    if (r.installment !== null && r.dueAt !== null)
      p.waiting.push({ installment: r.installment, dueAt: new Date(r.dueAt), grossLeft: r.gross, feeLeft: r.fee });
    out.set(r.recipientId, p);
  }
  for (const p of out.values()) p.waiting.sort((a, b) => b.installment - a.installment);
  return out;
}

// Takes `total` from the waiting payables, latest first, each up to `left(slot)`; the rest is now.
function fromLatest(total: number, slots: Slot[], left: (s: Slot) => number) {
  let rest = total;
  const parts = slots.map((s) => {
    const take = Math.max(0, Math.min(rest, left(s)));
    rest -= take;
    return take;
  });
  return { parts, rest };
}

// Takes `amount` of a transaction back from its recipients in proportion to their split shares.
// Refunds give back the same proportion of the fee each recipient paid (all of what is left on the
// last refund), so a fully refunded payment nets to zero for every recipient. Chargebacks do not.
// Each recipient's part comes first out of its payables of this payment still waiting to be due,
// latest installment first (the line lands on that payable's due date), and only the rest out of
// its available balance now (docs/money.md, "Payables"):
// - a refund takes each payable's share (its fee comes back with it) and may take neither balance
//   below zero: it is refused when it leaves waitingFunds negative, or when it takes anything from
//   an available balance that does not cover it;
// - a chargeback (or a dispute's hold) keeps the fee, so it takes from each payable only the net it
//   still pays (never leaving a payable, or waitingFunds, below zero), then the available balance,
//   and what that does not cover takes it below zero: the recipient's debt (docs/money.md,
//   "Chargebacks and debt"), paid off first by whatever settles next.
export async function debitTransaction(tx: Tx, d: Debit): Promise<void> {
  const splits = await tx.split.findMany({
    where: { transactionId: d.transactionId },
    orderBy: { id: "asc" },
    select: { recipientId: true, amount: true },
  });
  // Lock before writing: each new line takes a key-share lock on its recipient row (foreign key),
  // and two refunds of different payments holding that while both waiting for FOR UPDATE deadlock.
  const recipientIds = [...new Set(splits.map((s) => s.recipientId))];
  await lockRecipients(tx, recipientIds);
  // The clock is read once the lock is held (ledger-now.ts): lines committed by whoever held it
  // before carry earlier times, so the balance check below counts them as settled, not waiting.
  const now = d.now ?? (await ledgerNow(tx));
  const shares = allocateProportionally(
    d.amount,
    splits.map((s) => s.amount),
  );
  const held = await positions(tx, d.transactionId, now);
  const isLast = d.amount === d.remaining;
  const takenNow = new Map<number, number>();

  const entries = splits.flatMap((s, i) => {
    const p = held.get(s.recipientId) ?? { feeOutstanding: 0, waiting: [] };
    const gross = fromLatest(shares[i], p.waiting, (w) =>
      d.type === "refund" ? w.grossLeft : w.grossLeft - w.feeLeft,
    );
    takenNow.set(s.recipientId, (takenNow.get(s.recipientId) ?? 0) + gross.rest);
    // a payable whose share is all given back gets all its fee back (never a cent of it left
    // waiting on an empty payable, whatever the rounding of the proportion)
    const emptied = p.waiting.reduce(
      (a, w, k) => a + (w.grossLeft > 0 && gross.parts[k] === w.grossLeft ? w.feeLeft : 0),
      0,
    );
    const feeBack =
      d.type === "refund"
        ? isLast
          ? p.feeOutstanding
          : Math.min(p.feeOutstanding, Math.max(emptied, Math.floor((p.feeOutstanding * d.amount) / d.remaining)))
        : 0;
    const fees = fromLatest(feeBack, p.waiting, (w) => w.feeLeft);
    const base = {
      companyId: d.companyId,
      recipientId: s.recipientId,
      transactionId: d.transactionId,
      refundId: d.refundId,
      createdAt: now,
    };
    const lines = (debit: number, credit: number, at: { availableAt: Date; installment: number | null }) => [
      ...(debit > 0 ? [{ ...base, ...at, type: d.type, amount: -debit }] : []),
      ...(credit > 0 ? [{ ...base, ...at, type: "fee" as const, amount: credit }] : []),
    ];
    return [
      ...p.waiting.flatMap((w, k) =>
        lines(gross.parts[k], fees.parts[k], { availableAt: w.dueAt, installment: w.installment }),
      ),
      ...lines(gross.rest, fees.rest, { availableAt: now, installment: null }),
    ];
  });
  await tx.ledgerEntry.createMany({ data: entries });
  if (d.type === "chargeback") return;

  const balances = await balancesOf(tx, recipientIds, now);
  for (const b of balances.values())
    if (b.waitingFunds < 0 || (b.available < 0 && (takenNow.get(b.recipientId) ?? 0) > 0))
      throw new ApiError("insufficient_balance", "The recipient's balance cannot cover this refund", {
        recipientId: b.recipientId,
        shortfall: -Math.min(b.available, b.waitingFunds),
      });
}
