import "server-only";

import { payableFilters, type PayableRow, payablesRelation } from "@/lib/domain/ledger/payable-sql";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { runSql, sql } from "@/lib/platform/sql";
import { pageWindow } from "@/lib/schemas/common";
import type { ListPayablesQuery } from "@/lib/schemas/payables";

import { payablesScope } from "./payables-scope";
import { toPayable } from "./serialize-payable";

/** GET /v1/payables: soonest payment date first. */
export async function listPayables({ companyId, query }: { companyId: number; query: ListPayablesQuery }) {
  const { take, skip } = pageWindow(query);
  const rel = payablesRelation(await payablesScope(companyId, query), new Date());
  const rows = await runSql(
    sql<PayableRow & { total: number }>`
    SELECT q.*, count(*) OVER ()::int AS "total" FROM ${rel}
    WHERE ${payableFilters(query)}
    ORDER BY q."paymentDate", q."id" LIMIT ${take} OFFSET ${skip}`,
  );
  const counted = rows[0]?.total ?? (skip > 0 ? await countOnly(companyId, query) : 0);
  return { data: rows.map(toPayable), ...cappedTotal(Math.min(counted, COUNT_TAKE)) };
}

async function countOnly(companyId: number, query: ListPayablesQuery) {
  const rel = payablesRelation(await payablesScope(companyId, query), new Date());
  const [row] = await runSql(sql<{ n: number }>`SELECT count(*)::int AS n FROM ${rel} WHERE ${payableFilters(query)}`);
  return row?.n ?? 0;
}
