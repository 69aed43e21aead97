import type { Tx } from "@/lib/db";
import { runSqlIn, sql } from "@/lib/sql";

// Balance checks run under a lock on the recipient rows (in id order, so two movements never
// wait on each other in a cycle): two debits of one recipient cannot both see the same balance.
export async function lockRecipients(tx: Tx, recipientIds: number[]): Promise<void> {
  if (recipientIds.length === 0) return;
  const ids = [...recipientIds].sort((a, b) => a - b);
  await runSqlIn(tx, sql`SELECT "id" FROM "Recipient" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR UPDATE`);
}
