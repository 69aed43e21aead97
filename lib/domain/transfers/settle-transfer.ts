import "server-only";

import { recordEvents } from "@/lib/domain/events/record-event";
import { prisma, type Tx } from "@/lib/platform/db";

import { lockProcessingTransfer } from "./lock-transfer";
import { toTransfer, withBankAccount } from "./serialize-transfer";

// Sandbox (or the bank): the money arrived. settleTransfer is the answer from outside a payment
// file (the sandbox action): refused for a transfer a remessa carries; settleTransferIn is the
// retorno's. The money left the available balance at creation (with the fee) and has been held
// in transit since; settling moves it from `in_transit` to `transferred`
// (two `transfer` lines, dated when the bank paid) with the status (`success`) and transferredAt.
// No balance line changes, so the recipient needs no lock: the transfer row's lock keeps a
// settlement and a failure from both happening.
export async function settleTransfer({
  companyId,
  transferId,
  now = new Date(),
}: {
  companyId: number;
  transferId: number;
  now?: Date;
}) {
  return prisma.$transaction((tx) => settleTransferIn(tx, { companyId, transferId, now, outsideFile: true }));
}

/** The same in the caller's database transaction (a payout retorno applies many at once). */
export async function settleTransferIn(
  tx: Tx,
  {
    companyId,
    transferId,
    now = new Date(),
    bankAuthentication,
    outsideFile,
  }: { companyId: number; transferId: number; now?: Date; bankAuthentication?: string | null; outsideFile?: boolean },
) {
  const t = await lockProcessingTransfer(tx, companyId, transferId, { outsideFile });
  const base = { companyId, recipientId: t.recipientId, transferId, type: "transfer" as const, availableAt: now };
  // (a transfer the release before made is counted transferred already: no line moves)
  if (t.heldIn === "in_transit")
    await tx.ledgerEntry.createMany({
      data: [
        { ...base, bucket: "in_transit", amount: -t.amount, createdAt: now },
        { ...base, bucket: "transferred", amount: t.amount, createdAt: now },
      ],
    });
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
