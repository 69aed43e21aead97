import "server-only";

import { recordEvents } from "@/lib/domain/events/record-event";
import { lockRecipients } from "@/lib/domain/ledger/lock-recipients";
import { prisma, type Tx } from "@/lib/platform/db";

import { lockProcessingTransfer } from "./lock-transfer";
import { toTransfer, withBankAccount } from "./serialize-transfer";

// Sandbox (or the bank): the money did not arrive. Both of its ledger lines are reversed
// (transfer_reversal: out of `in_transit`, back to `balance`) and its fee given back (a `fee`
// line), so the whole debit is available again and nothing counts as in transit or transferred. In
// the one lock order (docs/money.md, "Locks"): the recipient (a transfer's never changes) before
// the transfer row. failTransfer is the answer from outside a payment file (the sandbox action, a
// provider's refusal, an order no file can carry): refused for a transfer a remessa carries.
export async function failTransfer({
  companyId,
  transferId,
  reason,
  now = new Date(),
}: {
  companyId: number;
  transferId: number;
  reason?: string;
  now?: Date;
}) {
  return prisma.$transaction((tx) => failTransferIn(tx, { companyId, transferId, reason, now, outsideFile: true }));
}

/** The same in the caller's database transaction (a payout retorno applies many at once). */
export async function failTransferIn(
  tx: Tx,
  {
    companyId,
    transferId,
    reason,
    now = new Date(),
    outsideFile,
  }: { companyId: number; transferId: number; reason?: string; now?: Date; outsideFile?: boolean },
) {
  const owner = await tx.transfer.findFirst({ where: { id: transferId, companyId }, select: { recipientId: true } });
  if (owner) await lockRecipients(tx, [owner.recipientId]);
  const t = await lockProcessingTransfer(tx, companyId, transferId, { outsideFile });
  const base = { companyId, recipientId: t.recipientId, transferId, availableAt: now, createdAt: now };
  await tx.ledgerEntry.createMany({
    data: [
      { ...base, type: "transfer_reversal", bucket: "balance", amount: t.amount },
      { ...base, type: "transfer_reversal", bucket: t.heldIn, amount: -t.amount },
      ...(t.fee > 0 ? [{ ...base, type: "fee" as const, bucket: "balance" as const, amount: t.fee }] : []),
    ],
  });
  const row = await tx.transfer.update({
    where: { id: transferId },
    data: { status: "failed", failReason: reason ?? "bank_account_rejected" },
    include: withBankAccount,
  });
  const body = toTransfer(row);
  await recordEvents(tx, [
    { companyId, type: "transfer.failed", objectType: "transfer", objectId: row.id, data: body },
  ]);
  return body;
}
