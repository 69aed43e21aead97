import "server-only";

import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import type { PixKeyType } from "@/lib/schemas/pix-keys";

// Whose account a Pix key pays into (docs/security.md, "Payout destinations"). A CPF or CNPJ key
// names its holder: it must be the recipient's document, or the holder's of one of the recipient's
// bank accounts (a third party's account only an owner can have added). An e-mail, phone or random
// key says nothing of its holder, and Colmeia's payout rail cannot look one up in the DICT yet, so
// such a key receives no transfer until an owner signed in to the dashboard confirms it.

/** Whether a key of this type must be confirmed by an owner before its first transfer. */
export const requiresConfirmation = (type: string): boolean => type !== "cpf" && type !== "cnpj";

/** Refuses a CPF/CNPJ key that is not the recipient's (422 holder_document_mismatch on `field`). */
export async function assertPixKeyHolder(
  tx: Tx,
  { recipientId, type, key, field }: { recipientId: number; type: PixKeyType; key: string; field: string },
): Promise<void> {
  if (requiresConfirmation(type)) return;
  const recipient = await tx.recipient.findUniqueOrThrow({
    where: { id: recipientId },
    select: { documentNumber: true },
  });
  if (key === recipient.documentNumber) return;
  const account = await tx.bankAccount.findFirst({ where: { recipientId, holderDocument: key }, select: { id: true } });
  if (account) return;
  throw new ApiError(
    "holder_document_mismatch",
    `A ${type.toUpperCase()} Pix key must be the recipient's document (or the holder's of one of its bank accounts)`,
    { field, recipientDocument: recipient.documentNumber },
  );
}

/** A key whose holder nobody vouched for yet: refused with 422 payout_destination_unconfirmed. */
export function unconfirmedPixKey(
  k: { id: number; type: string; confirmedAt: Date | null },
  field: string,
): ApiError | undefined {
  if (!requiresConfirmation(k.type) || k.confirmedAt) return undefined;
  return new ApiError(
    "payout_destination_unconfirmed",
    `An ${k.type === "evp" ? "random" : k.type === "email" ? "e-mail" : k.type} Pix key receives transfers once an owner confirms it in the dashboard: its holder cannot be checked`,
    { pixKeyId: k.id, field },
  );
}
