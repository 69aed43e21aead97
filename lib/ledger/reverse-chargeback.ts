import type { Tx } from "@/lib/db";

import { ledgerNow } from "./ledger-now";
import { lockRecipients } from "./lock-recipients";

type Held = { amount: number; availableAt: Date };

// Gives back what an open dispute holds of a transaction: per recipient, the sum of its
// `chargeback` lines not yet reversed, so each gets exactly what was taken from it (same split
// proportions, same rounding). The credit lands where the hold was: on the payment's settlement
// date while that is still ahead (a card's D+30), otherwise on the available balance now.
export async function reverseChargeback(
  tx: Tx,
  { companyId, transactionId }: { companyId: number; transactionId: number },
): Promise<number> {
  const lines = await tx.ledgerEntry.findMany({
    where: { transactionId, bucket: "balance", type: { in: ["chargeback", "chargeback_reversal"] } },
    orderBy: { id: "asc" },
    select: { recipientId: true, type: true, amount: true, availableAt: true },
  });
  const held = new Map<number, Held>();
  for (const l of lines) {
    const h = held.get(l.recipientId) ?? { amount: 0, availableAt: l.availableAt };
    h.amount -= l.amount;
    if (l.type === "chargeback") h.availableAt = l.availableAt;
    held.set(l.recipientId, h);
  }
  const recipientIds = [...held.keys()].filter((id) => held.get(id)!.amount > 0);
  // same lock order and clock as every other movement of these recipients (debit-transaction.ts)
  await lockRecipients(tx, recipientIds);
  const now = await ledgerNow(tx);
  const entries = recipientIds.map((recipientId) => {
    const h = held.get(recipientId)!;
    const availableAt = h.availableAt > now ? h.availableAt : now;
    return {
      companyId,
      recipientId,
      transactionId,
      type: "chargeback_reversal" as const,
      amount: h.amount,
      availableAt,
      createdAt: now,
    };
  });
  await tx.ledgerEntry.createMany({ data: entries });
  return entries.reduce((sum, e) => sum + e.amount, 0);
}
