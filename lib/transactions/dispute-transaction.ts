import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { holdDisputedAmount } from "@/lib/ledger/hold-disputed-amount";

import { lockTransaction, saveTransition } from "./lock-transaction";

// Sandbox: the payer disputes a paid transaction — a card chargeback dispute, a Pix MED
// ("infração") or a bank-ordered boleto contestation. It becomes in_protest and what was not
// refunded is held at once, debited from the recipients like a chargeback (and, like one, allowed
// below zero): the acquirer keeps the money until the dispute is decided.
export async function disputeTransaction({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId);
    if (t.status !== "paid")
      throw new ApiError("invalid_state", `Only a paid transaction can be disputed (this one is ${t.status})`, {
        status: t.status,
      });
    await holdDisputedAmount(tx, t);
    return saveTransition(tx, t, { status: "in_protest", reason: "dispute" });
  });
}
