import { otherMethods } from "@/lib/http/method-not-allowed";
import { reportRoute } from "@/lib/http/report-response";

// GET /v1/reports/fees?from=YYYY-MM-DD&to=YYYY-MM-DD[&recipientId=…][&format=csv|xlsx] –
// the fees the ledger recorded, per São Paulo month and method (JSON, or a CSV or XLSX file)
export const GET = reportRoute("fees");

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
