import "server-only";

import type { z } from "zod";

import { feeSql, netSql } from "@/lib/domain/ledger/transaction-figures";
import { jsonDate, runSql, type Sql, sql } from "@/lib/platform/sql";
import type { exportTransactionsQuerySchema } from "@/lib/schemas/transaction-exports";
import type { TransactionSort } from "@/lib/schemas/transactions";

import { countTransactions } from "./list-transactions";
import { transactionFilterSql, transactionOrderSql } from "./transaction-sql";
import { csvHeader, csvRow, type CsvTransaction } from "./transactions-csv";

type ExportQuery = Omit<z.infer<typeof exportTransactionsQuerySchema>, "sort"> & { sort?: TransactionSort };
type Options = { companyId: number; query: ExportQuery; pageSize?: number };

const columns = sql.join(
  [
    "id",
    "createdAt",
    "status",
    "paymentMethod",
    "installments",
    "amount",
    "refundedAmount",
    "customerName",
    "customerEmail",
    "customerDocument",
    "customerPhone",
    "deliveryStatus",
    "trackingCode",
    "paidAt",
    "externalRef",
  ]
    .map((c) => sql`t.${sql.id(c)}`)
    // fee and net as the ledger has them, the rule of every other figure (lib/domain/ledger/transaction-figures.ts)
    .concat([sql`${feeSql} AS "feeEstimated"`, sql`${netSql} AS "netAmount"`]),
  ", ",
);

// Where the next page starts, after the last row of this one, in the sort's order
function keysetSql(sort: TransactionSort, after: CsvTransaction): Sql<never> {
  const byAmount = sort === "amount" || sort === "-amount";
  const value = byAmount ? sql`${after.amount}::int` : sql`${after.createdAt}::timestamp`;
  const column = byAmount ? sql`t."amount"` : sql`t."createdAt"`;
  const op = sort.startsWith("-") ? sql.const("<") : sql.const(">");
  return sql` AND (${column}, t."id") ${op} (${value}, ${after.id}::int)`;
}

/**
 * The filtered transactions in the list's order (`sort`, newest first by default), a page at a
 * time. Keyset pagination on (the sort's column, id) walks the (companyId, createdAt, id) and
 * (companyId, amount, id) indexes: page 2,000 costs what page 1 costs, where an offset would
 * re-read every row before it.
 */
export async function* exportTransactionPages({
  companyId,
  query,
  pageSize = 500,
}: Options): AsyncGenerator<CsvTransaction[]> {
  const { sort = "-createdAt", ...filters } = query;
  let after: CsvTransaction | null = null;
  for (;;) {
    const where = transactionFilterSql(companyId, filters);
    const keyset = after ? keysetSql(sort, after) : sql``;
    const found = await runSql(sql<{ j: CsvTransaction & { createdAt: string; paidAt: string | null } }>`
      SELECT row_to_json(x) AS j FROM (SELECT ${columns} FROM "Transaction" t WHERE ${where}${keyset} ORDER BY ${transactionOrderSql(sort)} LIMIT ${pageSize}) x`);
    const rows: CsvTransaction[] = found.map(({ j }) => ({
      ...j,
      createdAt: jsonDate(j.createdAt),
      paidAt: jsonDate(j.paidAt),
    }));
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

export async function countExportRows({ companyId, query }: Options): Promise<number> {
  const { sort: _sort, ...filters } = query;
  return countTransactions(companyId, filters, null);
}

/** GET /v1/transactions/export.csv: the header row, then one chunk per page, pulled as the client reads. */
export function exportTransactionsCsv(options: Options): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = exportTransactionPages(options);
  let isHeaderSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!isHeaderSent) {
        isHeaderSent = true;
        return controller.enqueue(encoder.encode(csvHeader()));
      }
      const next = await pages.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
