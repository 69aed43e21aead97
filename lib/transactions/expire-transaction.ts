import "server-only";

import { prisma, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/errors";

import { lockTransaction, saveTransition } from "./lock-transaction";

// Sandbox (and the expiry sweep): an unpaid Pix or boleto past its due date is canceled. The row
// lock makes a concurrent payment and the expiry run one after the other: whichever comes second
// finds the status changed and fails with invalid_state, so a paid charge is never canceled.
// The sweep passes its own database transaction (`tx`), in which it has already claimed the row.
export async function expireTransaction({
  companyId,
  transactionId,
  tx,
}: {
  companyId: number;
  transactionId: number;
  tx?: Tx;
}) {
  return tx
    ? expireIn(tx, companyId, transactionId)
    : prisma.$transaction((own) => expireIn(own, companyId, transactionId));
}

async function expireIn(tx: Tx, companyId: number, transactionId: number) {
  const t = await lockTransaction(tx, companyId, transactionId);
  if (t.status !== "waiting_payment")
    throw new ApiError("invalid_state", `A ${t.status} transaction cannot expire`, { status: t.status });
  return saveTransition(tx, t, { status: "canceled", reason: "expired" });
}
