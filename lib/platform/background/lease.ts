import "server-only";

import { jsonDate, sql } from "@/lib/platform/sql";

// The lease a worker's claim takes on a due row (webhook deliveries, e-mails), in the SET of the
// claiming UPDATE: the row's next attempt moves to the end of the lease, so no other worker sees it
// as due while the attempt runs, and claimedUntil says one is running. A worker that dies lets the
// lease run out and the row comes due again.
export const takeLease = (leaseMs: number) =>
  sql`"nextAttemptAt" = (now() AT TIME ZONE 'UTC') + ${leaseMs}::int * interval '1 millisecond',
      "claimedUntil" = (now() AT TIME ZONE 'UTC') + ${leaseMs}::int * interval '1 millisecond',
      "updatedAt" = now() AT TIME ZONE 'UTC'`;

// The end of the lease as the claiming UPDATE returns it (exact to the millisecond): the fencing
// token the attempt's outcome is written under (WHERE "nextAttemptAt" = leaseUntil).
export const RETURNING_LEASE_UNTIL = sql.const(
  `to_char("nextAttemptAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "leaseUntil"`,
);

export const withLeaseDates = <R extends { leaseUntil: string }>(rows: R[]) =>
  rows.map((r) => ({ ...r, leaseUntil: jsonDate(r.leaseUntil) }));
