import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

// GET /api/ping – constant JSON: the framework's own ceiling, measured by the benchmarks
export async function GET() {
  return json({ pong: true });
}
