// Tenant-scoped lookups shared by every domain that refers to a recipient (bank accounts, Pix
// keys, transfers, balances): below them all, so none of them has to import the recipients verbs.
import "server-only";

import type { Db, Tx } from "@/lib/platform/db";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

// The named recipient of the company, or its own (isDefault) one when none is named.
// Another company's recipient is a 404 like an unknown id.
export async function findRecipient({
  companyId,
  recipientId,
  db = prisma,
}: {
  companyId: number;
  recipientId?: number;
  db?: Db | Tx;
}) {
  const row = await db.recipient.findFirst({
    where: recipientId ? { id: recipientId, companyId } : { companyId, isDefault: true },
    orderBy: { id: "asc" },
  });
  if (!row) throw notFound("recipient");
  return row;
}
