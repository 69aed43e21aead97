import "server-only";

import { env } from "@/lib/platform/env";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { cachedCount } from "@/lib/platform/lists/count-cache";
import { runSql, sql } from "@/lib/platform/sql";
import { pageWindow } from "@/lib/schemas/common";
import type { ListTransactionsQuery } from "@/lib/schemas/transactions";

import {
  transactionApiJson,
  transactionFilterSql,
  transactionOrderSql,
  transactionPageIdsSql,
} from "./transaction-sql";

/** Matches of the filters, counted up to `cap` (an index-only scan of at most that many entries); null counts all. */
export async function countTransactions(
  companyId: number,
  filters: Omit<ListTransactionsQuery, "limit" | "offset" | "page" | "sort">,
  cap: number | null = COUNT_TAKE,
): Promise<number> {
  const where = transactionFilterSql(companyId, filters);
  const limit = cap === null ? sql`` : sql` LIMIT ${Math.floor(cap)}`;
  const rows = await runSql(
    sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM "Transaction" t WHERE ${where}${limit}) x`,
  );
  return rows[0].n;
}

// GET /v1/transactions: newest first (or by `sort`), with the total for X-Total-Count. One statement for the
// page, written by the database as the response body itself (transactionApiJson); the capped
// count beside it, cached briefly (count-cache.ts).
export async function listTransactions({ companyId, query }: { companyId: number; query: ListTransactionsQuery }) {
  const { take, skip } = pageWindow(query);
  const { limit: _limit, offset: _offset, page: _page, sort, ...filters } = query;
  const page = transactionPageIdsSql(companyId, filters, take, skip, sort);
  const [rows, counted] = await Promise.all([
    // the page's ids first (an index-only scan: every filter's index ends with createdAt, id), then
    // their rows: a deep OFFSET skips index entries, not rows (docs/benchmarks.md, paging depth).
    // One JSON text per row, joined here: cheaper for the database than aggregating them.
    runSql(sql<{ j: string }>`
      SELECT (${transactionApiJson(env.publicBaseUrl)})::text AS j
      FROM (SELECT t.* FROM (${page}) page JOIN "Transaction" t ON t."id" = page."id") t
      ORDER BY ${transactionOrderSql(sort)}`),
    cachedCount(companyId, `transactions ${JSON.stringify(filters)}`, () => countTransactions(companyId, filters)),
  ]);
  return {
    data: `[${rows.map((r) => r.j).join(",")}]`,
    ...cappedTotal(counted),
  };
}
