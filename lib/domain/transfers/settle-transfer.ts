import "server-only";

import { recordEvents } from "@/lib/domain/events/record-event";
import { prisma, type Tx } from "@/lib/platform/db";

import { lockProcessingTransfer } from "./lock-transfer";
import { toTransfer, withBankAccount } from "./serialize-transfer";

// Sandbox (or the bank): the money arrived. It already left the balance at creation (with the
// fee), so settling moves no money: only the status (`success`) and transferredAt change.
export async function settleTransfer({
  companyId,
  transferId,
  now = new Date(),
}: {
  companyId: number;
  transferId: number;
  now?: Date;
}) {
  return prisma.$transaction((tx) => settleTransferIn(tx, { companyId, transferId, now }));
}

/** The same in the caller's database transaction (a payout retorno applies many at once). */
export async function settleTransferIn(
  tx: Tx,
  {
    companyId,
    transferId,
    now = new Date(),
    bankAuthentication,
  }: { companyId: number; transferId: number; now?: Date; bankAuthentication?: string | null },
) {
  await lockProcessingTransfer(tx, companyId, transferId);
  const row = await tx.transfer.update({
    where: { id: transferId },
    data: { status: "success", transferredAt: now, ...(bankAuthentication && { bankAuthentication }) },
    include: withBankAccount,
  });
  const body = toTransfer(row);
  await recordEvents(tx, [
    { companyId, type: "transfer.success", objectType: "transfer", objectId: row.id, data: body },
  ]);
  return body;
}
