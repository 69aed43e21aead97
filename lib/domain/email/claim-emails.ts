import "server-only";

import { RETURNING_LEASE_UNTIL, takeLease, withLeaseDates } from "@/lib/platform/background/lease";
import { runSql, sql } from "@/lib/platform/sql";

export type ClaimedEmail = { id: number; attemptCount: number; leaseUntil: Date };

// Claims due messages for this worker with the webhook deliveries' lease (lib/platform/background/lease.ts): the rows
// are locked with FOR UPDATE SKIP LOCKED (another instance's claim is skipped, not waited for) and
// their nextAttemptAt pushed to the end of a lease, so no one else sees them as due while the SMTP
// conversation runs. A worker that dies mid-send lets the lease run out and the message is tried
// again; leaseUntil is the fencing token its outcome is written under.
export async function claimEmails({ limit, leaseMs }: { limit: number; leaseMs: number }): Promise<ClaimedEmail[]> {
  if (limit <= 0) return [];
  const rows = await runSql(
    sql<Omit<ClaimedEmail, "leaseUntil"> & { leaseUntil: string }>`
    WITH locked AS (
      SELECT "id" FROM "EmailMessage"
      WHERE "status" = 'queued' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
      ORDER BY "nextAttemptAt", "id" LIMIT ${limit}::int
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "EmailMessage" m SET ${takeLease(leaseMs)}
    FROM locked WHERE m."id" = locked."id"
    RETURNING m."id", m."attemptCount", ${RETURNING_LEASE_UNTIL}`,
  );
  return withLeaseDates(rows);
}
