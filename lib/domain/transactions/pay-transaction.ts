import "server-only";

import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { pixRail, sandboxEnd2EndId } from "@/lib/rails";
import { isRailError } from "@/lib/rails/pix/port";

import { actAtSandboxBank } from "../boletos/sandbox-bank-actions";
import { payableUntil } from "./charge-deadlines";
import { confirmPixPayment } from "./confirm-pix-payment";
import { getTransaction } from "./get-transaction";
import { lockTransaction } from "./lock-transaction";
import { recordPayment } from "./record-payment";
import { settlePixPayment } from "./settle-pix-payment";

type Options = { companyId: number; transactionId: number; amount?: number; now?: Date };

// Sandbox: the payer pays a waiting Pix or boleto, in full or (boleto) below its amount.
// An under-paid boleto becomes partially_paid and credits recipients in proportion to what arrived.
// A Pix is paid at its provider (the built-in PSP's simulator of the payer's bank), which notifies
// the webhook as a bank would; the payment it answers is confirmed with the provider like any
// notification (confirm-pix-payment.ts) and settled here too, once, whichever of the two arrives
// first (settle-pix-payment.ts).
export async function payTransaction({ companyId, transactionId, amount, now = new Date() }: Options) {
  const t = await prisma.transaction.findFirst({
    where: { id: transactionId, companyId },
    select: { status: true, amount: true, paymentMethod: true, pix: true },
  });
  if (!t) throw notFound("transaction");
  const pix = t.pix as { expirationDate: string; txid?: string } | null;
  check(t, amount ?? t.amount, pix, now);
  // a boleto on the built-in bank's agreement is paid by the bank's retorno, through the import
  if (
    t.paymentMethod === "boleto" &&
    (await actAtSandboxBank({ companyId, transactionId, act: { kind: "paid", amount: amount ?? t.amount }, now }))
  )
    return getTransaction({ companyId, transactionId });
  if (t.paymentMethod !== "pix" || !pix?.txid) return payInDatabase({ companyId, transactionId, amount, now });

  const simulator = pixRail().simulator;
  if (!simulator)
    throw new ApiError(
      "invalid_state",
      "The Pix rail of this instance is a real PSP: payments come from the payer's bank",
    );
  const payment = await simulator.pay(pix.txid, { paidAt: now }).catch((e) => {
    if (isRailError(e) && e.details.status === 400)
      throw new ApiError("invalid_state", `The Pix provider refused the payment: ${e.message}`, { status: t.status });
    if (isRailError(e)) throw new ApiError("rail_unavailable", e.message, { rail: "pix" });
    throw e;
  });
  const confirmed = await confirmPixPayment(payment).catch((e) => {
    if (isRailError(e)) throw new ApiError("rail_unavailable", e.message, { rail: "pix" });
    throw e;
  });
  if (!confirmed)
    throw new ApiError("invalid_state", "The Pix provider did not confirm the payment", { status: t.status });
  const { outcome } = await settlePixPayment(confirmed);
  if (outcome === "late")
    throw new ApiError("invalid_state", "The transaction stopped waiting for payment while the Pix was paid", {
      status: "canceled",
    });
  return getTransaction({ companyId, transactionId });
}

function check(
  t: { status: string; amount: number; paymentMethod: string },
  paid: number,
  pix: { expirationDate: string } | null,
  now: Date,
) {
  if (t.status !== "waiting_payment")
    throw new ApiError("invalid_state", `A ${t.status} transaction cannot be paid`, { status: t.status });
  // a boleto paid late carries its fine and interest: the sandbox bank takes up to twice the amount
  const most = t.paymentMethod === "boleto" ? t.amount * 2 : t.amount;
  if (paid <= 0 || paid > most)
    throw new ApiError("invalid_amount", `Paid amount must be between 1 and ${most}`, { field: "amount" });
  if (paid < t.amount && t.paymentMethod !== "boleto")
    throw new ApiError("invalid_state", "Only a boleto can be paid below its amount");
  // a Pix past its expirationDate can no longer be paid, swept yet or not (a boleto's late
  // settlement is accepted until the sweep cancels it: banks confirm up to 3 working days later)
  const until = t.paymentMethod === "pix" ? payableUntil({ pix }) : null;
  if (until && until.getTime() <= now.getTime())
    throw new ApiError("invalid_state", `This Pix expired at ${until.toISOString()}`, {
      status: t.status,
      expirationDate: until.toISOString(),
    });
}

// A boleto (its bank rail comes with the boleto issue), or a Pix issued before the Pix rail existed
// (no txid at any provider): settled in the database alone.
function payInDatabase({ companyId, transactionId, amount, now = new Date() }: Options) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId, { recipients: false });
    const current = await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: { pix: true } });
    check(t, amount ?? t.amount, current.pix as { expirationDate: string } | null, now);
    return recordPayment(tx, t, {
      amount: amount ?? t.amount,
      paidAt: now,
      ...(t.paymentMethod === "pix" && { end2EndId: sandboxEnd2EndId(now) }),
    });
  });
}
