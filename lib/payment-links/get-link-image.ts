import "server-only";

import { runSql, sql } from "@/lib/sql";

/** A stored link image by its SHA-256 (read as base64 text, as it was written), or null. */
export async function getLinkImage(sha: string) {
  if (!/^[0-9a-f]{64}$/.test(sha)) return null;
  const [row] = await runSql(
    sql<{ contentType: string; data: string }>`
    SELECT "contentType", encode("data", 'base64') AS "data" FROM "PaymentLinkImage" WHERE "sha256" = ${sha}`,
  );
  return row ? { contentType: row.contentType, data: Buffer.from(row.data, "base64") } : null;
}
