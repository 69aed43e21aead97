import "server-only";

import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { prisma, type Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { logWarn } from "@/lib/platform/log";
import { payoutRail } from "@/lib/rails";
import { canUseRail } from "@/lib/rails/require-real-rail";
import { parsePixKey, type PixKeyType } from "@/lib/schemas/pix-keys";

// Whose account a Pix key pays into (docs/security.md, "Payout destinations"). A CPF or CNPJ key
// names its holder. An e-mail, phone or random key says nothing of its holder, so the payout rail
// looks it up in the DICT before the key is registered; either way the holder must be the
// recipient, or the holder of one of the recipient's bank accounts (a third party's account only
// an owner can have added). A rail that cannot look keys up leaves the holder unknown, and the
// key receives no transfer until an owner signed in to the dashboard confirms it.

/** What the payout rail said of a key not stored yet: its holder, or that nobody could say (null). */
export type PixKeyLookup = { holderDocument: string | null };

/** Whether a key must still be confirmed by an owner before its first transfer: nobody vouched for its holder. */
export const requiresConfirmation = (k: { holderDocument: string | null; confirmedAt: Date | null }): boolean =>
  k.holderDocument === null && k.confirmedAt === null;

/** The key's type and normal form, or the 400 on `pixKey`. */
export function parsePixKeyOrThrow(key: string, type?: PixKeyType): { type: PixKeyType; key: string } {
  const parsed = parsePixKey(key, type);
  if ("error" in parsed)
    throw new ApiError("bad_request", `pixKey ${parsed.error}`, {
      issues: [{ path: "pixKey", message: parsed.error }],
    });
  return parsed;
}

/**
 * Before the database transaction that registers or uses a key (a provider's answer is never
 * awaited inside one): the holder of an e-mail, phone or random key from the payout rail, when
 * nobody vouched for it yet (not stored, or stored while no rail could look it up and no owner
 * confirmed it). Undefined when there is nothing to ask. A key no account has is a 422
 * pix_key_not_found; a rail that fails is a 503 rail_unavailable. In production mode a sandbox
 * rail's answer is not asked for: it knows no real key.
 */
export async function lookUpPixKeyHolder({
  companyId,
  recipientId,
  key,
  type,
  field,
}: {
  companyId: number;
  recipientId: number;
  key: string;
  type?: PixKeyType;
  field: string;
}): Promise<PixKeyLookup | undefined> {
  const parsed = parsePixKeyOrThrow(key, type);
  if (parsed.type === "cpf" || parsed.type === "cnpj") return undefined;
  const recipient = await findRecipient({ companyId, recipientId });
  const stored = await prisma.pixKey.findUnique({
    where: { recipientId_key: { recipientId: recipient.id, key: parsed.key } },
    select: { holderDocument: true, confirmedAt: true },
  });
  if (stored && !requiresConfirmation(stored)) return undefined;
  const rail = payoutRail();
  if (!rail.resolvePixKey || !canUseRail(rail)) return { holderDocument: null };
  let holder;
  try {
    holder = await rail.resolvePixKey({ type: parsed.type, key: parsed.key, expectedHolder: recipient.documentNumber });
  } catch (error) {
    logWarn("payout", `the payout rail could not look a Pix key up: ${(error as Error).message}`, { recipientId });
    throw new ApiError(
      "rail_unavailable",
      "The payout provider could not look this Pix key up; nothing was registered, try again",
      { rail: "payout", field },
    );
  }
  if (!holder)
    throw new ApiError("pix_key_not_found", "No account has this Pix key (the payout provider's DICT lookup)", {
      field,
    });
  return { holderDocument: holder.holderDocument };
}

/** Refuses a key whose holder is not the recipient's (422 holder_document_mismatch on `field`). */
export async function assertPixKeyHolder(
  tx: Tx,
  {
    recipientId,
    type,
    holderDocument,
    field,
  }: { recipientId: number; type: PixKeyType; holderDocument: string; field: string },
): Promise<void> {
  const recipient = await tx.recipient.findUniqueOrThrow({
    where: { id: recipientId },
    select: { documentNumber: true },
  });
  if (holderDocument === recipient.documentNumber) return;
  const account = await tx.bankAccount.findFirst({ where: { recipientId, holderDocument }, select: { id: true } });
  if (account) return;
  throw new ApiError(
    "holder_document_mismatch",
    type === "cpf" || type === "cnpj"
      ? `A ${type.toUpperCase()} Pix key must be the recipient's document (or the holder's of one of its bank accounts)`
      : `This ${keyName(type)} Pix key belongs to someone else (the payout provider's DICT lookup): its holder must be the recipient (or the holder of one of its bank accounts)`,
    { field, recipientDocument: recipient.documentNumber },
  );
}

/** A key whose holder nobody vouched for yet: refused with 422 payout_destination_unconfirmed. */
export function unconfirmedPixKey(
  k: { id: number; type: string; holderDocument: string | null; confirmedAt: Date | null },
  field: string,
): ApiError | undefined {
  if (!requiresConfirmation(k)) return undefined;
  return new ApiError(
    "payout_destination_unconfirmed",
    `This ${keyName(k.type)} Pix key receives transfers once an owner confirms it in the dashboard: this instance's payout provider cannot look up its holder`,
    { pixKeyId: k.id, field },
  );
}

const keyName = (type: string) => (type === "evp" ? "random" : type === "email" ? "e-mail" : type);
