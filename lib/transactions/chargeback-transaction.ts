import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { holdDisputedAmount } from "@/lib/ledger/hold-disputed-amount";

import { lockTransaction, saveTransition } from "./lock-transaction";

// Sandbox: the payer's dispute ends against the merchant, for any payment method. Straight from
// paid, what was not refunded is debited now; from in_protest (a dispute lost) that money was held
// when the dispute opened (dispute-transaction.ts), so nothing is debited twice.
export async function chargebackTransaction({
  companyId,
  transactionId,
}: {
  companyId: number;
  transactionId: number;
}) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId);
    if (t.status !== "paid" && t.status !== "in_protest")
      throw new ApiError(
        "invalid_state",
        `Only a paid or disputed transaction can be charged back (this one is ${t.status})`,
        { status: t.status },
      );
    if (t.status === "paid") await holdDisputedAmount(tx, t);
    return saveTransition(tx, t, { status: "chargedback", reason: "chargeback" });
  });
}
