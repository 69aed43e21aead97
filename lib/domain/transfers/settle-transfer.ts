import "server-only";

import { recordEvents } from "@/lib/domain/events/record-event";
import { prisma } from "@/lib/platform/db";

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
  return prisma.$transaction(async (tx) => {
    await lockProcessingTransfer(tx, companyId, transferId);
    const row = await tx.transfer.update({
      where: { id: transferId },
      data: { status: "success", transferredAt: now },
      include: withBankAccount,
    });
    const body = toTransfer(row);
    await recordEvents(tx, [
      { companyId, type: "transfer.success", objectType: "transfer", objectId: row.id, data: body },
    ]);
    return body;
  });
}
