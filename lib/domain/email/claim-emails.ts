import "server-only";

import { jsonDate, runSql, sql } from "@/lib/platform/sql";

export type ClaimedEmail = { id: number; attemptCount: number; leaseUntil: Date };

// Claims due messages for this worker, the webhook deliveries' way (claim-deliveries.ts): the rows
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
    UPDATE "EmailMessage" m
    SET "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + ${leaseMs}::int * interval '1 millisecond',
      "claimedUntil" = (now() AT TIME ZONE 'UTC') + ${leaseMs}::int * interval '1 millisecond',
      "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM locked WHERE m."id" = locked."id"
    RETURNING m."id", m."attemptCount", to_char(m."nextAttemptAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "leaseUntil"`,
  );
  return rows.map((r) => ({ ...r, leaseUntil: jsonDate(r.leaseUntil) }));
}
