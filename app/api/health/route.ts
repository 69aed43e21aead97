import { json } from "@/lib/http/respond";
import { pingDatabase } from "@/lib/platform/ping-database";
import { railProviders } from "@/lib/rails";

export const dynamic = "force-dynamic";

// GET /api/health – up once the database answers; names each rail's provider and whether it is
// real (moves money) or the sandbox
export async function GET() {
  const rails = railProviders();
  if (await pingDatabase()) return json({ status: "ok", db: "ok", rails });
  return json({ status: "error", db: "unreachable", rails }, { status: 503 });
}
