import "server-only";

import type { z } from "zod";

import { prisma } from "@/lib/platform/db";
import type { listApiKeysQuerySchema } from "@/lib/schemas/api-keys";
import { pageWindow } from "@/lib/schemas/common";

import { toApiKey } from "./serialize-api-key";

// GET /v1/api-keys: active and revoked keys, newest first, by prefix only.
export async function listApiKeys({
  companyId,
  query,
}: {
  companyId: number;
  query: z.infer<typeof listApiKeysQuerySchema>;
}) {
  const where = { companyId };
  const [rows, total] = await Promise.all([
    prisma.apiKey.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.apiKey.count({ where }),
  ]);
  return { data: rows.map(toApiKey), total };
}
