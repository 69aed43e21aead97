import "server-only";

import { databaseUrl } from "@/lib/platform/db-adapter";
import { runSql, sql } from "@/lib/platform/sql";

import { type PollingLoop, startPollingLoop } from "../background/start-polling-loop";

// The tables that grow by payments (migration 0038 gives them the same thresholds on PostgreSQL).
const GROWN = ["Transaction", "LedgerEntry", "Payable", "Event"];
// PGlite's tables are smaller and its heap reads dearer (WebAssembly): a vacuum after every 1,000
// new rows costs tens of milliseconds and keeps a burst's rows from slowing the lists for long
const INSERTS = 1000;
const CHANGED_SHARE = 0.02;

/**
 * PGlite runs no autovacuum (it is one process, without PostgreSQL's background workers), so the
 * visibility map of a table that only grows is never set: every list page's index-only scan then
 * reads each row added since the start from the heap, and a page of the newest payments got ever
 * slower (docs/benchmarks-analysis.md). On PGlite this does autovacuum's job for those tables: a
 * VACUUM (ANALYZE) of each one that gained `inserts` rows (1,000), or changed by 2 %, since its last
 * one. `inserts: 0` vacuums them all (at start: PGlite may have lost its counts with an unclean stop).
 * On PostgreSQL autovacuum does it (migration 0038): nothing to do. Answers the tables vacuumed.
 */
export async function vacuumGrownTables({ inserts = INSERTS }: { inserts?: number } = {}): Promise<string[]> {
  if (databaseUrl()) return [];
  // the counts of the last second are still this backend's own until flushed
  await runSql(sql`SELECT pg_stat_force_next_flush()`);
  const rows = await runSql(sql<{ relname: string }>`
    SELECT relname FROM pg_stat_user_tables
    WHERE relname = ANY(${GROWN}::text[])
      AND (n_ins_since_vacuum >= ${inserts} OR n_mod_since_analyze >= ${CHANGED_SHARE}::float8 * GREATEST(n_live_tup, 1) + 50)
    ORDER BY relname`);
  const names = rows.map((r) => r.relname).filter((name) => GROWN.includes(name));
  // one table at a time: PGlite's one connection serves requests between them
  for (const name of names) await runSql(sql`VACUUM (ANALYZE) ${sql.id(name)}`);
  return names;
}

/** PGlite's vacuum in this process: all four tables soon after start, then every 10 s what grew. */
export function startPgliteVacuum(pollMs = 10_000): PollingLoop | null {
  if (databaseUrl()) return null;
  let first = true;
  return startPollingLoop({
    name: "pglite-vacuum",
    pollMs,
    tick: async () => {
      await vacuumGrownTables(first ? { inserts: 0 } : {});
      first = false;
      return pollMs;
    },
  });
}
