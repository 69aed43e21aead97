import "server-only";

import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { sql } from "@/lib/platform/sql";

// The recipient's payables (the company's own recipient unless one is named), or one
// transaction's, filtered by status and payment day.
export async function payablesScope(companyId: number, q: { recipientId?: number; transactionId?: number }) {
  if (q.transactionId && !q.recipientId)
    return sql`p."companyId" = ${companyId} AND p."transactionId" = ${q.transactionId}`;
  const recipient = await findRecipient({ companyId, recipientId: q.recipientId });
  return q.transactionId
    ? sql`p."recipientId" = ${recipient.id} AND p."transactionId" = ${q.transactionId}`
    : sql`p."recipientId" = ${recipient.id}`;
}
