import "server-only";

import { generateSecretKey, hashApiKey, keyPrefix } from "@/lib/domain/api-keys/key-material";
import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import type { ApiKeyWithSecret, CreateApiKeyInput } from "@/lib/schemas/api-keys";

import { toApiKey } from "./serialize-api-key";

// POST /v1/api-keys: a new secret key (sk_test_ in sandbox, sk_live_ otherwise). Only its SHA-256
// and prefix are stored, so this answer is the only time anyone sees the whole key. `by` is
// recorded as api_key.create (name and prefix, never the key) in the same commit.
export async function createApiKey({
  companyId,
  input,
  by,
}: {
  companyId: number;
  input: CreateApiKeyInput;
  by: AuditBy;
}): Promise<ApiKeyWithSecret> {
  const company = await prisma.company.findUnique({ where: { id: companyId }, select: { sandbox: true } });
  if (!company) throw notFound("company");
  const key = generateSecretKey(company.sandbox ? "test" : "live");
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: { companyId, name: input.name, prefix: keyPrefix(key), hash: hashApiKey(key) },
    });
    await recordAudit(tx, {
      companyId,
      ...by,
      action: "api_key.create",
      objectType: "api_key",
      objectId: created.id,
      after: { name: created.name, prefix: created.prefix },
    });
    return created;
  });
  return { ...toApiKey(row), key };
}
