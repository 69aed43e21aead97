import { otherMethods } from "@/lib/http/method-not-allowed";
import { reportRoute } from "@/lib/http/report-response";

// GET /v1/reports/receivables?from=YYYY-MM-DD&to=YYYY-MM-DD[&recipientId=…][&format=csv|xlsx] –
// the payables still to come, per São Paulo day, method and recipient (JSON, or a CSV or XLSX file)
export const GET = reportRoute("receivables");

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
