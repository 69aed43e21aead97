import "server-only";

import { RETURNING_LEASE_UNTIL, takeLease, withLeaseDates } from "@/lib/platform/background/lease";
import { runSql, sql } from "@/lib/platform/sql";

export type ClaimedDelivery = { id: number; attemptCount: number; leaseUntil: Date; isSlow: boolean };

/** How many attempts may run at once, per instance of the shared pool (docs/webhooks.md, "Fair share"). */
export function shares(concurrency: number) {
  return {
    // one endpoint (or postback URL): half the pool, so another always finds room
    target: Math.max(1, Math.ceil(concurrency / 2)),
    // one company: three quarters of the pool
    company: Math.max(1, Math.ceil((concurrency * 3) / 4)),
    // every endpoint known to be slow, together: a quarter of the pool; two each at most
    slowPool: Math.max(1, Math.ceil(concurrency / 4)),
    slowTarget: Math.min(2, Math.max(1, Math.ceil(concurrency / 4))),
    // an endpoint whose last attempt failed: one probe at a time
    failingTarget: 1,
  };
}

// Claims due deliveries for this worker, shared fairly. Attempts already running (claimedUntil
// ahead) count against their endpoint's, their company's and the slow endpoints' shares; the due
// rows are ranked within their endpoint and within their company, so every endpoint's oldest
// delivery comes before anyone's second; rows of an endpoint waiting out its backoff are not due.
// The picked rows are then locked with FOR UPDATE SKIP LOCKED (rows another instance is claiming
// are skipped, not waited for) and their nextAttemptAt pushed to the end of a lease, so no other
// instance sees them as due while the attempt runs. A worker that dies mid-attempt lets the lease
// run out; the attempt is then retried. leaseUntil doubles as a fencing token: the outcome is only
// written while it is unchanged. The shares hold per instance: two instances may each fill theirs.
export async function claimDeliveries({
  limit,
  leaseMs,
  concurrency = limit,
}: {
  limit: number;
  leaseMs: number;
  concurrency?: number;
}): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const share = shares(concurrency);
  // an endpoint, or a company's postback URL
  const target = sql.const(`COALESCE(d."endpointId"::text, d."companyId" || ' ' || d."url")`);
  const rows = await runSql(
    sql<Omit<ClaimedDelivery, "leaseUntil"> & { leaseUntil: string }>`
    WITH running AS (
      SELECT ${target} AS "target", d."companyId", COALESCE(e."isSlow", false) AS "isSlow"
      FROM "WebhookDelivery" d LEFT JOIN "WebhookEndpoint" e ON e."id" = d."endpointId"
      WHERE d."claimedUntil" > (now() AT TIME ZONE 'UTC') AND d."status" = 'pending'
    ),
    by_target AS (SELECT "target", count(*)::int AS "n" FROM running GROUP BY "target"),
    by_company AS (SELECT "companyId", count(*)::int AS "n" FROM running GROUP BY "companyId"),
    slow AS (SELECT count(*)::int AS "n" FROM running WHERE "isSlow"),
    -- the oldest due rows whose endpoint and company still have room: a bounded window (a backlog of
    -- any size costs the same), from which saturated endpoints and companies are already gone
    candidates AS (
      SELECT d."id", d."companyId", d."nextAttemptAt", ${target} AS "target",
        COALESCE(e."isSlow", false) AS "isSlow",
        CASE WHEN COALESCE(e."consecutiveFailures", 0) > 0 THEN ${share.failingTarget}::int
             WHEN COALESCE(e."isSlow", false) THEN ${share.slowTarget}::int
             ELSE ${share.target}::int END - COALESCE(bt."n", 0) AS "targetRoom",
        ${share.company}::int - COALESCE(bc."n", 0) AS "companyRoom"
      FROM "WebhookDelivery" d
      LEFT JOIN "WebhookEndpoint" e ON e."id" = d."endpointId"
      LEFT JOIN by_target bt ON bt."target" = ${target}
      LEFT JOIN by_company bc ON bc."companyId" = d."companyId"
      WHERE d."status" = 'pending' AND d."nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
        AND (e."backoffUntil" IS NULL OR e."backoffUntil" <= (now() AT TIME ZONE 'UTC'))
        AND CASE WHEN COALESCE(e."consecutiveFailures", 0) > 0 THEN ${share.failingTarget}::int
             WHEN COALESCE(e."isSlow", false) THEN ${share.slowTarget}::int
             ELSE ${share.target}::int END > COALESCE(bt."n", 0)
        AND ${share.company}::int > COALESCE(bc."n", 0)
      ORDER BY d."nextAttemptAt", d."id"
      LIMIT ${limit * 16}::int
    ),
    due AS (
      SELECT *, row_number() OVER (PARTITION BY "target" ORDER BY "nextAttemptAt", "id") AS "inTarget"
      FROM candidates
    ),
    within_target AS (
      SELECT *, row_number() OVER (PARTITION BY "companyId" ORDER BY "inTarget", "nextAttemptAt", "id") AS "inCompany"
      FROM due WHERE "inTarget" <= "targetRoom"
    ),
    within_company AS (
      SELECT *, row_number() OVER (PARTITION BY "isSlow" ORDER BY "inTarget", "inCompany", "nextAttemptAt", "id") AS "inPool"
      FROM within_target WHERE "inCompany" <= "companyRoom"
    ),
    picked AS (
      SELECT "id" FROM within_company, slow
      WHERE NOT "isSlow" OR "inPool" <= ${share.slowPool}::int - slow."n"
      ORDER BY "inTarget", "inCompany", "nextAttemptAt", "id" LIMIT ${limit}::int
    ),
    locked AS (
      SELECT d."id" FROM "WebhookDelivery" d WHERE d."id" IN (SELECT "id" FROM picked)
        AND d."status" = 'pending' AND d."nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "WebhookDelivery" d SET ${takeLease(leaseMs)}
    FROM locked WHERE d."id" = locked."id"
    RETURNING d."id", d."attemptCount", ${RETURNING_LEASE_UNTIL},
      COALESCE((SELECT e."isSlow" FROM "WebhookEndpoint" e WHERE e."id" = d."endpointId"), false) AS "isSlow"`,
  );
  return withLeaseDates(rows);
}
