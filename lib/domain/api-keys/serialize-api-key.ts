import "server-only";

import type { ApiKey as ApiKeyRow } from "@/generated/prisma/client";
import type { ApiKey } from "@/lib/schemas/api-keys";

// The public ApiKey shape: the hash never leaves the database, the key itself is never stored.
export function toApiKey(k: ApiKeyRow): ApiKey {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt ? k.lastUsedAt.toISOString() : null,
    revokedAt: k.revokedAt ? k.revokedAt.toISOString() : null,
  };
}
