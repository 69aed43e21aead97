import "server-only";

import type { z } from "zod";

import type { PixKey } from "@/generated/prisma/client";
import type { PixKeySchema, PixKeyType } from "@/lib/schemas/pix-keys";

import { requiresConfirmation } from "./pix-key-holder";

/** A stored Pix key in the API's shape (GET /v1/recipients/{id}/pix-keys and what registers one). */
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
