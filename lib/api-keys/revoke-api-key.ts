import { prisma } from "@/lib/db";
import { notFound } from "@/lib/api/errors";

// DELETE /v1/api-keys/{id}: sets revokedAt. with-auth looks the key up on every request, so the
// next call with it is a 401. Revoking twice keeps the first revocation time.
export async function revokeApiKey({ companyId, apiKeyId, now = new Date() }: { companyId: number; apiKeyId: number; now?: Date }): Promise<void> {
  const { count } = await prisma.apiKey.updateMany({ where: { id: apiKeyId, companyId, revokedAt: null }, data: { revokedAt: now } });
  if (count > 0) return;
  const exists = await prisma.apiKey.count({ where: { id: apiKeyId, companyId } });
  if (!exists) throw notFound("api_key");
}
