import { json } from "@/lib/http/respond";
import { prisma } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { railProviders } from "@/lib/rails";

export const dynamic = "force-dynamic";

// GET /api/health – up once the database answers; names each rail's provider and whether it is
// real (moves money) or the sandbox
export async function GET() {
  const rails = railProviders();
  try {
    await runSqlIn(prisma, sql`SELECT 1`);
    return json({ status: "ok", db: "ok", rails });
  } catch {
    return json({ status: "error", db: "unreachable", rails }, { status: 503 });
  }
}
