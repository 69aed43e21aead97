import "server-only";

import { holdDisputedAmount } from "@/lib/domain/ledger/hold-disputed-amount";
import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { disputeResponseDays } from "@/lib/domain/pricing/fees";
import { addDaysAt } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";

import { lockTransactionIn, saveTransition } from "./lock-transaction";

// Sandbox: the payer disputes a paid transaction — a card chargeback dispute, a Pix MED
// ("infração") or a bank-ordered boleto contestation. It becomes in_protest and what was not
// refunded is held at once, debited from the recipients like a chargeback (and, like one, allowed
// below zero): the acquirer keeps the money until the dispute is decided. The Dispute row opened
// beside it is what the merchant answers, within the company's `pricing.disputes.responseDays`.
export async function disputeTransaction({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransactionIn(
      tx,
      { companyId, transactionId },
      ["paid"],
      (status) => `Only a paid transaction can be disputed (this one is ${status})`,
    );
    await holdDisputedAmount(tx, t);
    const pricing = await companyPricing(tx, companyId);
    const now = new Date();
    await tx.dispute.create({
      data: {
        companyId,
        transactionId,
        reason: "dispute",
        amount: t.paidAmount - t.refundedAmount,
        responseDueAt: addDaysAt(now, disputeResponseDays(pricing)),
        createdAt: now,
      },
    });
    return saveTransition(tx, t, { status: "in_protest", reason: "dispute" });
  });
}
