import type { z } from "zod";
import { prisma } from "@/lib/db";
import type { exportTransactionsQuerySchema } from "@/lib/schemas/transaction-exports";
import { transactionWhere } from "./list-transactions";
import { csvHeader, csvRow, type CsvTransaction } from "./transactions-csv";

type ExportQuery = z.infer<typeof exportTransactionsQuerySchema>;
type Options = { companyId: number; query: ExportQuery; pageSize?: number };

const select = {
  id: true, createdAt: true, status: true, paymentMethod: true, installments: true, amount: true, refundedAmount: true, feeEstimated: true, netAmount: true,
  customerName: true, customerEmail: true, customerDocument: true, customerPhone: true, deliveryStatus: true, trackingCode: true, paidAt: true, externalRef: true,
} as const;

/**
 * The filtered transactions, newest first, a page at a time. Keyset pagination on (createdAt, id)
 * walks the (companyId, createdAt, id) index: page 2,000 costs what page 1 costs, where an
 * offset would re-read every row before it.
 */
export async function* exportTransactionPages({ companyId, query, pageSize = 500 }: Options): AsyncGenerator<CsvTransaction[]> {
  const where = transactionWhere(companyId, query);
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const keyset = after && { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] };
    const rows: CsvTransaction[] = await prisma.transaction.findMany({
      where: keyset ? { AND: [where, keyset] } : where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: pageSize,
      select,
    });
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

export async function countExportRows({ companyId, query }: Options): Promise<number> {
  return prisma.transaction.count({ where: transactionWhere(companyId, query) });
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
