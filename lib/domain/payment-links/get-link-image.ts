import "server-only";

import { runSql, sql } from "@/lib/platform/sql";

/**
 * A stored link image by its SHA-256 (read as base64 text, as it was written), or null — null too
 * once no live link shows it (removed, replaced, or its link deleted): a picture a merchant took
 * off is no longer public.
 */
export async function getLinkImage(sha: string) {
  if (!/^[0-9a-f]{64}$/.test(sha)) return null;
  const [row] = await runSql(
    sql<{ contentType: string; data: string }>`
    SELECT i."contentType", encode(i."data", 'base64') AS "data" FROM "PaymentLinkImage" i
    WHERE i."sha256" = ${sha}
      AND EXISTS (SELECT 1 FROM "PaymentLink" l WHERE l."imageSha" = i."sha256" AND l."status" <> 'deleted')`,
  );
  return row ? { contentType: row.contentType, data: Buffer.from(row.data, "base64") } : null;
}
