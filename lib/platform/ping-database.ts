import "server-only";

import { prisma } from "./db";
import { runSqlIn, sql } from "./sql";

/** Whether the database answers a trivial query (GET /api/health). */
export async function pingDatabase(): Promise<boolean> {
  try {
    await runSqlIn(prisma, sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
