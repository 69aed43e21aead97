import "server-only";

import { payableFilters, payablesRelation } from "@/lib/domain/ledger/payable-sql";
import { runSql, sql } from "@/lib/platform/sql";
import type { PayableDay, PayableDaysQuery } from "@/lib/schemas/payables";

import { payablesScope } from "./payables-scope";

/** GET /v1/payables/days: the same payables summed per payment day (São Paulo), for the calendar. */
export async function payableDays({ companyId, query }: { companyId: number; query: PayableDaysQuery }) {
  const rel = payablesRelation(await payablesScope(companyId, query), new Date());
  const rows = await runSql(
    sql<PayableDay>`
    SELECT q."localDate" AS "date", count(*)::int AS "count", sum(q."amount")::int AS "amount",
      sum(q."fee")::int AS "fee", sum(q."netAmount")::int AS "netAmount"
    FROM ${rel} WHERE ${payableFilters(query)}
    GROUP BY q."localDate" ORDER BY q."localDate"`,
  );
  return { data: rows, total: rows.length, isTotalCapped: false };
}
