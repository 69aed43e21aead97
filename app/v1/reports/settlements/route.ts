import { reconciliationReport } from "@/lib/domain/reports/reconciliation-report";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { reportResponse } from "@/lib/http/report-response";
import { withAuth } from "@/lib/http/with-auth";
import { reportQuerySchema } from "@/lib/schemas/reconciliation";

// GET /v1/reports/settlements?from=YYYY-MM-DD&to=YYYY-MM-DD[&recipientId=…][&format=csv|xlsx] –
// what became available each São Paulo day, per method and recipient (JSON, or a CSV or XLSX file)
export const GET = withAuth({ role: "viewer", query: reportQuerySchema }, async ({ companyId, query, req }) =>
  reportResponse(
    "settlements",
    query,
    req.headers.get("accept"),
    await reconciliationReport("settlements", { companyId, query }),
  ),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
