import "server-only";

import type { Tx } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

// The database's clock, read inside the transaction once its locks are held. Debits that check a
// balance stamp their lines with it and read the balance at it, so every app instance agrees on
// what is already settled: a line committed by the previous lock holder is never "in the future"
// for the next one, whatever the skew between the instances' own clocks.
export async function ledgerNow(tx: Tx): Promise<Date> {
  const [row] = await runSqlIn(tx, sql<{ now: Date | string }>`SELECT clock_timestamp() AS "now"`);
  return new Date(row.now);
}
