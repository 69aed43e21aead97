import "server-only";

import type { z } from "zod";

import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { toPixKey } from "@/lib/domain/payout-destinations/serialize-pix-key";
import { prisma } from "@/lib/platform/db";
import { pageWindow } from "@/lib/schemas/common";
import type { listPixKeysQuerySchema } from "@/lib/schemas/pix-keys";

// GET /v1/recipients/{id}/pix-keys: newest first.
export async function listPixKeys({
  companyId,
  recipientId,
  query,
}: {
  companyId: number;
  recipientId: number;
  query: z.infer<typeof listPixKeysQuerySchema>;
}) {
  await findRecipient({ companyId, recipientId });
  const { take, skip } = pageWindow(query);
  const where = { companyId, recipientId };
  const [rows, total] = await Promise.all([
    prisma.pixKey.findMany({ where, orderBy: { id: "desc" }, take, skip }),
    prisma.pixKey.count({ where }),
  ]);
  return { data: rows.map(toPixKey), total };
}
