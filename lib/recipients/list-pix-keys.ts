import "server-only";

import type { z } from "zod";

import type { PixKey } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { findRecipient } from "@/lib/lookups/find-recipient";
import { requiresConfirmation } from "@/lib/payout-destinations/pix-key-holder";
import { pageWindow } from "@/lib/schemas/common";
import type { listPixKeysQuerySchema, PixKeySchema, PixKeyType } from "@/lib/schemas/pix-keys";

export function toPixKey(k: PixKey): z.infer<typeof PixKeySchema> {
  return {
    id: k.id,
    recipientId: k.recipientId,
    type: k.type as PixKeyType,
    key: k.key,
    usableAfter: k.usableAfter.toISOString(),
    requiresConfirmation: requiresConfirmation(k),
    confirmedAt: k.confirmedAt?.toISOString() ?? null,
    createdAt: k.createdAt.toISOString(),
  };
}

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
