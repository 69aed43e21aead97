import { json } from "@/lib/api/respond";
import { prisma } from "@/lib/db";
import { runSqlIn, sql } from "@/lib/sql";

export const dynamic = "force-dynamic";

// GET /api/health – up once the database answers
export async function GET() {
  try {
    await runSqlIn(prisma, sql`SELECT 1`);
    return json({ status: "ok", db: "ok" });
  } catch {
    return json({ status: "error", db: "unreachable" }, { status: 503 });
  }
}
