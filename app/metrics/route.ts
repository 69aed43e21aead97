import { answerMetrics } from "@/lib/http/metrics-endpoint";

export const dynamic = "force-dynamic";

// GET /metrics – Prometheus's text format (docs/operations.md, Metrics)
export async function GET(req: Request) {
  return answerMetrics(req.headers.get("authorization"), false);
}
