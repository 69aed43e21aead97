import type { Tx } from "@/lib/db";
import { allocateProportionally } from "@/lib/acquirer/fees";
import { ApiError } from "@/lib/api/errors";
import { balancesOf } from "./balance";
import { lockRecipients } from "./lock-recipients";

type Debit = { companyId: number; transactionId: number; amount: number; type: "refund" | "chargeback"; refundId?: number; enforceBalance: boolean; now?: Date };

// Takes `amount` back from the recipients of a transaction in proportion to their split shares.
// Each recipient's part first reduces what of this payment is still waiting to settle (same
// availableAt), and only the rest comes out of its available balance, which must stay >= 0
// for refunds (a chargeback is imposed by the card network and is booked regardless).
export async function debitTransaction(tx: Tx, d: Debit): Promise<void> {
  const now = d.now ?? new Date();
  const splits = await tx.split.findMany({ where: { transactionId: d.transactionId }, orderBy: { id: "asc" }, select: { recipientId: true, amount: true } });
  const parts = allocateProportionally(d.amount, splits.map((s) => s.amount));
  const waiting = await tx.$queryRaw<{ recipientId: number; availableAt: Date; amount: bigint | number }[]>`
    SELECT "recipientId", "availableAt", SUM("amount") AS "amount" FROM "LedgerEntry"
    WHERE "transactionId" = ${d.transactionId} AND "bucket" = 'balance' AND "availableAt" > ${now}
    GROUP BY "recipientId", "availableAt"`;

  const entries = splits.flatMap((s, i) => {
    const part = parts[i];
    if (part <= 0) return [];
    const pending = waiting.find((w) => w.recipientId === s.recipientId);
    const fromWaiting = pending ? Math.min(part, Math.max(0, Number(pending.amount))) : 0;
    const base = { companyId: d.companyId, recipientId: s.recipientId, transactionId: d.transactionId, refundId: d.refundId, type: d.type, createdAt: now };
    return [
      ...(fromWaiting > 0 ? [{ ...base, amount: -fromWaiting, availableAt: pending!.availableAt }] : []),
      ...(part - fromWaiting > 0 ? [{ ...base, amount: -(part - fromWaiting), availableAt: now }] : []),
    ];
  });
  await tx.ledgerEntry.createMany({ data: entries });

  if (!d.enforceBalance) return;
  const recipientIds = [...new Set(splits.map((s) => s.recipientId))];
  await lockRecipients(tx, recipientIds);
  const balances = await balancesOf(tx, recipientIds, now);
  for (const b of balances.values())
    if (b.available < 0)
      throw new ApiError("insufficient_balance", "The recipient's available balance cannot cover this refund", { recipientId: b.recipientId, shortfall: -b.available });
}
