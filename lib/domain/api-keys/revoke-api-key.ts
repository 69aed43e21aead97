import "server-only";

import { forgetApiKey, REVOKED_CHANNEL } from "@/lib/domain/api-keys/api-key-cache";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import { runSql, sql } from "@/lib/platform/sql";

// DELETE /v1/api-keys/{id}: sets revokedAt, and tells every instance to forget the key
// (lib/domain/api-keys/api-key-cache.ts), so the next call with it is a 401 wherever it lands. Revoking twice
// keeps the first revocation time.
export async function revokeApiKey({
  companyId,
  apiKeyId,
  now = new Date(),
}: {
  companyId: number;
  apiKeyId: number;
  now?: Date;
}): Promise<void> {
  const revoked = await runSql(sql<{ hash: string }>`
    WITH revoked AS (
      UPDATE "ApiKey" SET "revokedAt" = ${now}::timestamp WHERE "id" = ${apiKeyId} AND "companyId" = ${companyId} AND "revokedAt" IS NULL RETURNING "hash"
    )
    SELECT "hash", pg_notify(${REVOKED_CHANNEL}, "hash") FROM revoked`);
  for (const { hash } of revoked) forgetApiKey(hash);
  if (revoked.length > 0) return;
  const exists = await prisma.apiKey.count({ where: { id: apiKeyId, companyId } });
  if (!exists) throw notFound("api_key");
}
