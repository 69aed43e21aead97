import "server-only";

import type { Tx } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

import { ledgerNow } from "./ledger-now";
import { lockRecipients } from "./lock-recipients";

type Held = { recipientId: number; installment: number | null; amount: number; dueAt: Date | null };

// Gives back what an open dispute holds of a transaction: per recipient and payable, the sum of its
// `chargeback` lines not yet reversed, so each gets exactly what was taken from it (same split
// proportions, same rounding). The credit lands where the hold was: on the payable's due date while
// that is still ahead and the payable was not anticipated, otherwise on the available balance now.
export async function reverseChargeback(
  tx: Tx,
  { companyId, transactionId }: { companyId: number; transactionId: number },
): Promise<number> {
  const held = (
    await runSqlIn(
      tx,
      sql<Held>`
      SELECT l."recipientId", l."installment", -sum(l."amount")::int AS amount,
        min(p."dueAt") FILTER (WHERE p."anticipationId" IS NULL) AS "dueAt"
      FROM "LedgerEntry" l
      LEFT JOIN "Payable" p ON p."transactionId" = l."transactionId" AND p."recipientId" = l."recipientId"
        AND p."installment" = l."installment"
      WHERE l."transactionId" = ${transactionId} AND l."bucket" = 'balance'
        AND l."type" IN ('chargeback', 'chargeback_reversal')
      GROUP BY l."recipientId", l."installment"`,
    )
  ).filter((h) => h.amount > 0);
  // same lock order and clock as every other movement of these recipients (debit-transaction.ts)
  await lockRecipients(tx, [...new Set(held.map((h) => h.recipientId))]);
  const now = await ledgerNow(tx);
  const entries = held.map((h) => {
    const dueAt = h.dueAt ? new Date(h.dueAt) : null;
    return {
      companyId,
      recipientId: h.recipientId,
      transactionId,
      installment: h.installment,
      type: "chargeback_reversal" as const,
      amount: h.amount,
      availableAt: dueAt && dueAt > now ? dueAt : now,
      createdAt: now,
    };
  });
  await tx.ledgerEntry.createMany({ data: entries });
  return entries.reduce((sum, e) => sum + e.amount, 0);
}
