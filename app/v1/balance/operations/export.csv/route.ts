import { allBalanceOperations, balanceOperationsCsv } from "@/lib/domain/ledger/list-balance-operations";
import { todayInSaoPaulo } from "@/lib/formats/time";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { withAuth } from "@/lib/http/with-auth";
import { exportBalanceOperationsQuerySchema } from "@/lib/schemas/balance";

// GET /v1/balance/operations/export.csv – the statement's filtered movements as a CSV (pt-BR spreadsheet format)
export const GET = withAuth(
  { role: "viewer", query: exportBalanceOperationsQuerySchema },
  async ({ companyId, query }) => {
    const operations = await allBalanceOperations({ companyId, query });
    return new Response(balanceOperationsCsv(operations), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="extrato-${todayInSaoPaulo()}.csv"`,
        "cache-control": "no-store",
        "x-total-count": String(operations.length),
        "access-control-expose-headers": "x-total-count, content-disposition",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
