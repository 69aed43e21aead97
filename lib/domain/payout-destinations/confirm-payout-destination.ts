import "server-only";

import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";

import { type DestinationBy, isOwnerSession } from "./destination-by";
import { type DestinationKind, recordDestinationChange } from "./record-destination-change";

/**
 * An owner, signed in to the dashboard, vouches for a new destination: transfers may go there
 * before its cooldown ends. An API key (the credential a leak exposes) never can. Confirming twice
 * keeps the first confirmation.
 */
export async function confirmPayoutDestination({
  companyId,
  recipientId,
  kind,
  id,
  by,
}: {
  companyId: number;
  recipientId: number;
  kind: DestinationKind;
  id: number;
  by: DestinationBy;
}) {
  return prisma.$transaction(async (tx) => {
    const where = { id, recipientId, companyId };
    const current =
      kind === "bank_account" ? await tx.bankAccount.findFirst({ where }) : await tx.pixKey.findFirst({ where });
    // another company's id is a 404 whoever asks; then only an owner's session may confirm
    if (!current) throw notFound(kind);
    if (!isOwnerSession(by) || by.actor.kind !== "session")
      throw new ApiError("forbidden", "Only an owner signed in to the dashboard can confirm a payout destination");
    const userId = by.actor.userId;
    if (current.confirmedAt) return current;
    const data = { confirmedAt: new Date(), confirmedByUserId: userId };
    const row =
      kind === "bank_account"
        ? await tx.bankAccount.update({ where: { id }, data })
        : await tx.pixKey.update({ where: { id }, data });
    await recordDestinationChange(tx, {
      companyId,
      kind,
      change: "confirmed",
      by,
      destination: {
        id,
        recipientId,
        confirmedAt: data.confirmedAt.toISOString(),
        usableAfter: row.usableAfter.toISOString(),
      },
    });
    return row;
  });
}
