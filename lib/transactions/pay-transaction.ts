import "server-only";

import { allocateProportionally } from "@/lib/acquirer/fees";
import { sandboxEnd2EndId } from "@/lib/acquirer/sandbox";
import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { paymentLedgerEntries } from "@/lib/ledger/payment-entries";

import { payableUntil } from "./charge-deadlines";
import { lockTransaction, saveTransition } from "./lock-transaction";

// Sandbox: the payer pays a waiting Pix or boleto, in full or (boleto) below its amount.
// An under-paid boleto becomes partially_paid and credits recipients in proportion to what arrived.
export async function payTransaction({
  companyId,
  transactionId,
  amount,
  now = new Date(),
}: {
  companyId: number;
  transactionId: number;
  amount?: number;
  now?: Date;
}) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId);
    if (t.status !== "waiting_payment")
      throw new ApiError("invalid_state", `A ${t.status} transaction cannot be paid`, { status: t.status });
    const paid = amount ?? t.amount;
    if (paid <= 0 || paid > t.amount)
      throw new ApiError("invalid_amount", `Paid amount must be between 1 and ${t.amount}`, { field: "amount" });
    if (paid < t.amount && t.paymentMethod !== "boleto")
      throw new ApiError("invalid_state", "Only a boleto can be paid below its amount");
    // a Pix past its expirationDate can no longer be paid, swept yet or not (a boleto's late
    // settlement is accepted until the sweep cancels it: banks confirm up to 3 working days later)
    const current = await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: { pix: true } });
    const pixCharge = current.pix as { expirationDate: string } | null;
    const until = t.paymentMethod === "pix" ? payableUntil({ pix: pixCharge }) : null;
    if (until && until.getTime() <= now.getTime())
      throw new ApiError("invalid_state", `This Pix expired at ${until.toISOString()}`, {
        status: t.status,
        expirationDate: until.toISOString(),
      });

    const splits = await tx.split.findMany({ where: { transactionId }, orderBy: { id: "asc" } });
    const amounts = allocateProportionally(
      paid,
      splits.map((s) => s.amount),
    );
    const fees = allocateProportionally(
      Math.round((splits.reduce((a, s) => a + s.feeAmount, 0) * paid) / t.amount),
      splits.map((s) => s.feeAmount),
    );
    const shares = splits.map((s, i) => ({ recipientId: s.recipientId, amount: amounts[i], feeAmount: fees[i] }));
    await tx.ledgerEntry.createMany({
      data: paymentLedgerEntries({ companyId, transactionId, method: t.paymentMethod, paidAt: now, shares }),
    });

    const pix =
      t.paymentMethod === "pix" ? { ...(current.pix as object), end2EndId: sandboxEnd2EndId(now) } : undefined;
    // under-paid: the fee is what the ledger took (in proportion), and net is what is left of what arrived
    const fee = fees.reduce((a, f) => a + f, 0);
    const partial = paid < t.amount && { feeEstimated: fee, netAmount: paid - fee };
    return saveTransition(tx, t, {
      status: paid < t.amount ? "partially_paid" : "paid",
      data: { paidAmount: paid, paidAt: now, ...partial, ...(pix && { pix }) },
      at: now,
    });
  });
}
