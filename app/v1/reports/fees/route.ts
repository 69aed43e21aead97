import { reconciliationReport } from "@/lib/domain/reports/reconciliation-report";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { reportResponse } from "@/lib/http/report-response";
import { withAuth } from "@/lib/http/with-auth";
import { reportQuerySchema } from "@/lib/schemas/reconciliation";

// GET /v1/reports/fees?from=YYYY-MM-DD&to=YYYY-MM-DD[&recipientId=…][&format=csv|xlsx] –
// the fees the ledger recorded, per São Paulo month and method (JSON, or a CSV or XLSX file)
export const GET = withAuth({ role: "viewer", query: reportQuerySchema }, async ({ companyId, query, req }) =>
  reportResponse("fees", query, req.headers.get("accept"), await reconciliationReport("fees", { companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
