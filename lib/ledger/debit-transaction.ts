import { allocateProportionally } from "@/lib/acquirer/fees";
import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/errors";

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

type Position = { recipientId: number; waiting: number; waitingAt: Date | null; feeOutstanding: number };

// What each recipient still holds of this payment: its waiting (unsettled) part and the fee it paid.
async function positions(tx: Tx, transactionId: number, now: Date): Promise<Map<number, Position>> {
  const entries = await tx.ledgerEntry.findMany({
    where: { transactionId, bucket: "balance" },
    select: { recipientId: true, type: true, amount: true, availableAt: true },
  });
  const out = new Map<number, Position>();
  for (const e of entries) {
    const p = out.get(e.recipientId) ?? { recipientId: e.recipientId, waiting: 0, waitingAt: null, feeOutstanding: 0 };
    if (e.availableAt > now) {
      p.waiting += e.amount;
      p.waitingAt = e.availableAt;
    }
    if (e.type === "fee") p.feeOutstanding -= e.amount;
    out.set(e.recipientId, p);
  }
  return out;
}

// Takes `amount` of a transaction back from its recipients in proportion to their split shares.
// Refunds give back the same proportion of the fee each recipient paid (all of what is left on the
// last refund), so a fully refunded payment nets to zero for every recipient. Chargebacks do not.
// A recipient's lines land on the payment's settlement date while that part is still waiting,
// otherwise on its available balance, which a refund may never take below zero.
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
  const parts = allocateProportionally(
    d.amount,
    splits.map((s) => s.amount),
  );
  const held = await positions(tx, d.transactionId, now);
  const isLast = d.amount === d.remaining;

  const entries = splits.flatMap((s, i) => {
    const p = held.get(s.recipientId);
    const feeBack =
      d.type === "refund" && p
        ? isLast
          ? p.feeOutstanding
          : Math.floor((p.feeOutstanding * d.amount) / d.remaining)
        : 0;
    const net = parts[i] - feeBack;
    const availableAt = p?.waitingAt && p.waiting >= net ? p.waitingAt : now;
    const base = {
      companyId: d.companyId,
      recipientId: s.recipientId,
      transactionId: d.transactionId,
      refundId: d.refundId,
      availableAt,
      createdAt: now,
    };
    return [
      ...(parts[i] > 0 ? [{ ...base, type: d.type, amount: -parts[i] }] : []),
      ...(feeBack > 0 ? [{ ...base, type: "fee" as const, amount: feeBack }] : []),
    ];
  });
  await tx.ledgerEntry.createMany({ data: entries });
  if (d.type === "chargeback") return;

  const balances = await balancesOf(tx, recipientIds, now);
  for (const b of balances.values())
    if (b.available < 0 || b.waitingFunds < 0)
      throw new ApiError("insufficient_balance", "The recipient's balance cannot cover this refund", {
        recipientId: b.recipientId,
        shortfall: -Math.min(b.available, b.waitingFunds),
      });
}
