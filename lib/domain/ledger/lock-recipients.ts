import "server-only";

import type { Tx } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

// The lock order of every money movement (docs/money.md, "Locks"): first the recipients whose
// balance it may debit or check, in ascending id, then the one object it changes (a transaction, a
// transfer, a dispute). NO KEY UPDATE, not UPDATE: the foreign keys of the ledger lines, payables
// and events written meanwhile take KEY SHARE locks on these rows, which NO KEY UPDATE lets through,
// so a payment crediting a recipient never waits on (or deadlocks with) a debit holding it.
export async function lockRecipients(tx: Tx, recipientIds: number[]): Promise<void> {
  if (recipientIds.length === 0) return;
  const ids = [...new Set(recipientIds)].sort((a, b) => a - b);
  await runSqlIn(tx, sql`SELECT "id" FROM "Recipient" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR NO KEY UPDATE`);
}

/** The recipients of a transaction's splits (written with it, never changed), locked in order. */
export async function lockRecipientsOfTransaction(tx: Tx, companyId: number, transactionId: number): Promise<void> {
  const rows = await runSqlIn(
    tx,
    sql<{ recipientId: number }>`
    SELECT DISTINCT s."recipientId" FROM "Split" s JOIN "Transaction" t ON t."id" = s."transactionId"
    WHERE t."id" = ${transactionId} AND t."companyId" = ${companyId}`,
  );
  await lockRecipients(
    tx,
    rows.map((r) => r.recipientId),
  );
}
