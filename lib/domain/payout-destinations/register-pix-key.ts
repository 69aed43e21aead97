import "server-only";

import type { Tx } from "@/lib/platform/db";
import type { PixKeyType } from "@/lib/schemas/pix-keys";

import type { DestinationBy } from "./destination-by";
import { assertPixKeyHolder, parsePixKeyOrThrow, type PixKeyLookup } from "./pix-key-holder";
import { recordDestinationChange } from "./record-destination-change";
import { usableAfterFrom } from "./usable-after";

/**
 * The recipient's stored Pix key, or the key registered now (typed by its shape, usable after the
 * cooldown), in both cases only when its holder is the recipient's (pix-key-holder.ts): a CPF/CNPJ
 * key is its holder; another key's holder is the one stored, or what `lookup` (lookUpPixKeyHolder,
 * asked before this transaction) found, kept on the key; unknown without either. Callers hold the
 * recipient's row lock, or rely on the (recipientId, key) unique index. `field`: where the key was
 * sent, for errors.
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
    lookup,
  }: {
    companyId: number;
    recipientId: number;
    key: string;
    type?: PixKeyType;
    by?: DestinationBy;
    field?: string;
    lookup?: PixKeyLookup;
  },
) {
  const parsed = parsePixKeyOrThrow(key, type);
  const stored = await tx.pixKey.findUnique({ where: { recipientId_key: { recipientId, key: parsed.key } } });
  const isDocument = parsed.type === "cpf" || parsed.type === "cnpj";
  const holderDocument = isDocument ? parsed.key : (stored?.holderDocument ?? lookup?.holderDocument ?? null);
  if (holderDocument) await assertPixKeyHolder(tx, { recipientId, type: parsed.type, holderDocument, field });
  if (stored && holderDocument && !stored.holderDocument) {
    // stored while no rail could look it up: the holder found now is the recipient's
    const resolved = await tx.pixKey.update({
      where: { id: stored.id },
      data: { holderDocument, holderResolvedAt: new Date() },
    });
    return { pixKey: resolved, isNew: false };
  }
  if (stored) return { pixKey: stored, isNew: false };
  const now = new Date();
  const created = await tx.pixKey.create({
    data: {
      companyId,
      recipientId,
      type: parsed.type,
      key: parsed.key,
      holderDocument,
      holderResolvedAt: holderDocument ? now : null,
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
      requiresConfirmation: holderDocument === null,
    },
  });
  return { pixKey: created, isNew: true };
}
