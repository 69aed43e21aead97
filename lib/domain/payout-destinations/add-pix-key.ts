import "server-only";

import { prisma } from "@/lib/platform/db";
import type { PixKeyType } from "@/lib/schemas/pix-keys";

import type { DestinationBy } from "./destination-by";
import { lookUpPixKeyHolder } from "./pix-key-holder";
import { registerPixKey } from "./register-pix-key";
import { toPixKey } from "./serialize-pix-key";

/**
 * POST /v1/recipients/{id}/pix-keys: the key's holder is looked up through the payout rail first
 * (outside the database transaction), then the key is registered, or the stored one answered.
 */
export async function addPixKey({
  companyId,
  recipientId,
  key,
  type,
  by,
  field = "pixKey",
}: {
  companyId: number;
  recipientId: number;
  key: string;
  type?: PixKeyType;
  by?: DestinationBy;
  field?: string;
}) {
  const lookup = await lookUpPixKeyHolder({ companyId, recipientId, key, type, field });
  const { pixKey } = await prisma.$transaction((tx) =>
    registerPixKey(tx, { companyId, recipientId, key, type, by, field, lookup }),
  );
  return toPixKey(pixKey);
}
