import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { lockTransaction, saveTransition } from "./lock-transaction";

// Sandbox (and the expiry sweep): an unpaid Pix or boleto past its due date is canceled.
export async function expireTransaction({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId);
    if (t.status !== "waiting_payment") throw new ApiError("invalid_state", `A ${t.status} transaction cannot expire`, { status: t.status });
    return saveTransition(tx, t, { status: "canceled", reason: "expired" });
  });
}
