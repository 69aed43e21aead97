import { prisma } from "@/lib/db";
import { recordEvents } from "@/lib/events/record-event";
import { lockProcessingTransfer } from "./lock-transfer";
import { toTransfer } from "./serialize-transfer";

// Sandbox (or the acquirer): the bank refused the transfer. Both of its ledger lines are reversed
// (transfer_reversal), so the amount is available again and no longer counts as transferred.
export async function failTransfer({ companyId, transferId, reason, now = new Date() }: { companyId: number; transferId: number; reason?: string; now?: Date }) {
  return prisma.$transaction(async (tx) => {
    const t = await lockProcessingTransfer(tx, companyId, transferId);
    const base = { companyId, recipientId: t.recipientId, transferId, type: "transfer_reversal" as const, availableAt: now, createdAt: now };
    await tx.ledgerEntry.createMany({ data: [{ ...base, bucket: "balance", amount: t.amount }, { ...base, bucket: "transferred", amount: -t.amount }] });
    const row = await tx.transfer.update({ where: { id: transferId }, data: { status: "failed", failureReason: reason ?? "bank_account_rejected" } });
    const body = toTransfer(row);
    await recordEvents(tx, [{ companyId, type: "transfer.failed", objectType: "transfer", objectId: row.id, data: body }]);
    return body;
  });
}
