import { otherMethods } from "@/lib/http/method-not-allowed";
import { reportRoute } from "@/lib/http/report-response";

// GET /v1/reports/settlements?from=YYYY-MM-DD&to=YYYY-MM-DD[&recipientId=…][&format=csv|xlsx] –
// what became available each São Paulo day, per method and recipient (JSON, or a CSV or XLSX file)
export const GET = reportRoute("settlements");

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
