import "server-only";

import type { z } from "zod";

import { feeSql, netSql } from "@/lib/domain/ledger/transaction-figures";
import { jsonDate, runSql, sql } from "@/lib/platform/sql";
import type { exportTransactionsQuerySchema } from "@/lib/schemas/transaction-exports";

import { countTransactions } from "./list-transactions";
import { transactionFilterSql } from "./transaction-sql";
import { csvHeader, csvRow, type CsvTransaction } from "./transactions-csv";

type ExportQuery = z.infer<typeof exportTransactionsQuerySchema>;
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

/**
 * The filtered transactions, newest first, a page at a time. Keyset pagination on (createdAt, id)
 * walks the (companyId, createdAt, id) index: page 2,000 costs what page 1 costs, where an
 * offset would re-read every row before it.
 */
export async function* exportTransactionPages({
  companyId,
  query,
  pageSize = 500,
}: Options): AsyncGenerator<CsvTransaction[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const where = transactionFilterSql(companyId, query);
    const keyset = after
      ? sql` AND (t."createdAt", t."id") < (${after.createdAt}::timestamp, ${after.id}::int)`
      : sql``;
    const found = await runSql(sql<{ j: CsvTransaction & { createdAt: string; paidAt: string | null } }>`
      SELECT row_to_json(x) AS j FROM (SELECT ${columns} FROM "Transaction" t WHERE ${where}${keyset} ORDER BY t."createdAt" DESC, t."id" DESC LIMIT ${pageSize}) x`);
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
  return countTransactions(companyId, query, null);
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
