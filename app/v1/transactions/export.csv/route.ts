import { countExportRows, exportTransactionsCsv } from "@/lib/domain/transactions/export-transactions";
import { todayInSaoPaulo } from "@/lib/formats/time";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { withAuth } from "@/lib/http/with-auth";
import { exportTransactionsQuerySchema } from "@/lib/schemas/transaction-exports";

// GET /v1/transactions/export.csv – every transaction matching the list's filters, as a streamed
// CSV (pt-BR spreadsheet format); X-Total-Count says how many rows will come, for progress bars
export const GET = withAuth({ role: "viewer", query: exportTransactionsQuerySchema }, async ({ companyId, query }) => {
  const total = await countExportRows({ companyId, query });
  return new Response(exportTransactionsCsv({ companyId, query }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="transacoes-${todayInSaoPaulo()}.csv"`,
      "cache-control": "no-store",
      "x-total-count": String(total),
      "access-control-expose-headers": "x-total-count, content-disposition",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
