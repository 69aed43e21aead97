import { reconciliationReport } from "@/lib/domain/reports/reconciliation-report";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { reportResponse } from "@/lib/http/report-response";
import { withAuth } from "@/lib/http/with-auth";
import { reportQuerySchema } from "@/lib/schemas/reconciliation";

// GET /v1/reports/splits?from=YYYY-MM-DD&to=YYYY-MM-DD[&recipientId=…][&format=csv|xlsx] –
// what each recipient received of each transaction paid in the period (JSON, or a CSV or XLSX file)
export const GET = withAuth({ role: "viewer", query: reportQuerySchema }, async ({ companyId, query, req }) =>
  reportResponse(
    "splits",
    query,
    req.headers.get("accept"),
    await reconciliationReport("splits", { companyId, query }),
  ),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
