import { prisma } from "@/lib/db";
import { recordEvents } from "@/lib/events/record-event";
import { lockProcessingTransfer } from "./lock-transfer";
import { toTransfer } from "./serialize-transfer";

// Sandbox (or the acquirer): the bank confirmed the transfer. The money already left the
// balance at creation, so settling moves no money: only the status and transferredAt change.
export async function settleTransfer({ companyId, transferId, now = new Date() }: { companyId: number; transferId: number; now?: Date }) {
  return prisma.$transaction(async (tx) => {
    await lockProcessingTransfer(tx, companyId, transferId);
    const row = await tx.transfer.update({ where: { id: transferId }, data: { status: "transferred", transferredAt: now } });
    const body = toTransfer(row);
    await recordEvents(tx, [{ companyId, type: "transfer.transferred", objectType: "transfer", objectId: row.id, data: body }]);
    return body;
  });
}
