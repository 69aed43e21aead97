import "server-only";

import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { parsePixKey, type PixKeyType } from "@/lib/schemas/pix-keys";

import type { DestinationBy } from "./destination-by";
import { assertPixKeyHolder } from "./pix-key-holder";
import { recordDestinationChange } from "./record-destination-change";
import { usableAfterFrom } from "./usable-after";

/**
 * The recipient's stored Pix key, or the key registered now (typed by its shape, usable after the
 * cooldown; a CPF/CNPJ key only when it is the recipient's, see pix-key-holder.ts). Callers hold
 * the recipient's row lock, or rely on the (recipientId, key) unique index. `field`: where the key
 * was sent, for errors.
 */
export async function registerPixKey(
  tx: Tx,
  {
    companyId,
    recipientId,
    key,
    type,
    by,
    field = "pixKey",
  }: { companyId: number; recipientId: number; key: string; type?: PixKeyType; by?: DestinationBy; field?: string },
) {
  const parsed = parsePixKey(key, type);
  if ("error" in parsed)
    throw new ApiError("bad_request", `pixKey ${parsed.error}`, {
      issues: [{ path: "pixKey", message: parsed.error }],
    });
  await assertPixKeyHolder(tx, { recipientId, type: parsed.type, key: parsed.key, field });
  const stored = await tx.pixKey.findUnique({ where: { recipientId_key: { recipientId, key: parsed.key } } });
  if (stored) return { pixKey: stored, isNew: false };
  const now = new Date();
  const created = await tx.pixKey.create({
    data: {
      companyId,
      recipientId,
      type: parsed.type,
      key: parsed.key,
      usableAfter: usableAfterFrom(now),
      createdAt: now,
    },
  });
  await recordDestinationChange(tx, {
    companyId,
    kind: "pix_key",
    change: "created",
    by,
    destination: {
      id: created.id,
      recipientId,
      type: created.type,
      key: created.key,
      usableAfter: created.usableAfter.toISOString(),
    },
  });
  return { pixKey: created, isNew: true };
}
