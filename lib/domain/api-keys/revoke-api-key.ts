import "server-only";

import { forgetApiKey, REVOKED_CHANNEL } from "@/lib/domain/api-keys/api-key-cache";
import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";

// DELETE /v1/api-keys/{id}: sets revokedAt, and tells every instance to forget the key
// (lib/domain/api-keys/api-key-cache.ts), so the next call with it is a 401 wherever it lands. Revoking twice
// keeps the first revocation time. The revocation and its api_key.revoke entry (`by`) commit
// together (NOTIFY is delivered on commit); a second revocation changes nothing and records nothing.
export async function revokeApiKey({
  companyId,
  apiKeyId,
  by,
  now = new Date(),
}: {
  companyId: number;
  apiKeyId: number;
  by: AuditBy;
  now?: Date;
}): Promise<void> {
  const revoked = await prisma.$transaction(async (tx) => {
    const rows = await runSqlIn(
      tx,
      sql<{ hash: string }>`
        WITH revoked AS (
          UPDATE "ApiKey" SET "revokedAt" = ${now}::timestamp WHERE "id" = ${apiKeyId} AND "companyId" = ${companyId} AND "revokedAt" IS NULL RETURNING "hash"
        )
        SELECT "hash", pg_notify(${REVOKED_CHANNEL}, "hash")::text AS "notified" FROM revoked`,
    );
    if (rows.length > 0)
      await recordAudit(tx, { companyId, ...by, action: "api_key.revoke", objectType: "api_key", objectId: apiKeyId });
    return rows;
  });
  for (const { hash } of revoked) forgetApiKey(hash);
  if (revoked.length > 0) return;
  const exists = await prisma.apiKey.count({ where: { id: apiKeyId, companyId } });
  if (!exists) throw notFound("api_key");
}
