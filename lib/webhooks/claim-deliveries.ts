import { prisma } from "@/lib/db";
import { runSqlIn, sql } from "@/lib/sql";

export type ClaimedDelivery = { id: number; attemptCount: number; leaseUntil: Date };

// Claims due deliveries for this worker: one short statement selects them with FOR UPDATE SKIP
// LOCKED (rows another instance is claiming are skipped, not waited for) and pushes their
// nextAttemptAt to the end of a lease, so no other instance sees them as due while the attempt
// runs. A worker that dies mid-attempt simply lets the lease run out; the attempt is then retried.
// leaseUntil doubles as a fencing token: the outcome is only written while it is unchanged.
export async function claimDeliveries({
  limit,
  leaseMs,
}: {
  limit: number;
  leaseMs: number;
}): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  return runSqlIn(
    prisma,
    sql<ClaimedDelivery>`
    WITH due AS (
      SELECT "id" FROM "WebhookDelivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
      ORDER BY "nextAttemptAt", "id" LIMIT ${limit}::int
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "WebhookDelivery" d
    SET "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + ${leaseMs}::int * interval '1 millisecond', "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM due WHERE d."id" = due."id"
    RETURNING d."id", d."attemptCount", d."nextAttemptAt" AS "leaseUntil"`,
  );
}
