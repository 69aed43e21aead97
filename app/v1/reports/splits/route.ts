import { otherMethods } from "@/lib/http/method-not-allowed";
import { reportRoute } from "@/lib/http/report-response";

// GET /v1/reports/splits?from=YYYY-MM-DD&to=YYYY-MM-DD[&recipientId=…][&format=csv|xlsx] –
// what each recipient received of each transaction paid in the period (JSON, or a CSV or XLSX file)
export const GET = reportRoute("splits");

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
