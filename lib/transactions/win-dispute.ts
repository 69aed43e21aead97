import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { reverseChargeback } from "@/lib/ledger/reverse-chargeback";

import { lockTransaction, saveTransition } from "./lock-transaction";

// Sandbox: the merchant wins the dispute of an in_protest transaction. It is paid again and the
// held amount goes back to the recipients it was taken from (`chargeback_reversal` lines). The row
// lock makes a second win, or a chargeback racing it, see the new status and stop.
export async function winDispute({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId);
    if (t.status !== "in_protest")
      throw new ApiError(
        "invalid_state",
        `Only a disputed (in_protest) transaction can win its dispute (this one is ${t.status})`,
        { status: t.status },
      );
    await reverseChargeback(tx, { companyId, transactionId });
    // its own event, not a second transaction.paid: an integration that ships on paid must not ship twice
    return saveTransition(tx, t, { status: "paid", reason: "dispute_won", event: "transaction.dispute_won" });
  });
}
