import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";

// Balance checks run under a lock on the recipient rows (in id order, so two movements never
// wait on each other in a cycle): two debits of one recipient cannot both see the same balance.
export async function lockRecipients(tx: Tx, recipientIds: number[]): Promise<void> {
  if (recipientIds.length === 0) return;
  const ids = [...recipientIds].sort((a, b) => a - b);
  await tx.$queryRaw`SELECT "id" FROM "Recipient" WHERE "id" IN (${Prisma.join(ids)}) ORDER BY "id" FOR UPDATE`;
}
