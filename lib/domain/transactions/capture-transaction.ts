import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { paymentLedgerEntries } from "@/lib/domain/ledger/payment-entries";
import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { allocateProportionally, computeFee } from "@/lib/domain/pricing/fees";
import { DAY_MS } from "@/lib/formats/time";
import { prisma, type Tx } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { storeAnswerInTx } from "@/lib/platform/idempotency-scope";
import { cardRail } from "@/lib/rails";
import { type CardPayment, isRailError } from "@/lib/rails/card/port";
import type { Transaction } from "@/lib/schemas/transactions";

import { expireTransaction } from "./expire-transaction";
import { type Locked, lockTransactionIn, saveTransition } from "./lock-transaction";

// Authorization and capture (docs/money.md, Card authorization and capture). A card paid with
// `capture: false` is `authorized`: the acquirer holds the amount, the ledger has nothing. A capture
// asks the acquirer first — never with a database transaction open — and then, under the row's lock,
// makes it `paid` with what was captured: fee, splits, ledger lines and payables follow the captured
// amount, the rest of the authorization is released. A cancel voids the authorization (`canceled`).
// Concurrent captures or cancels of one transaction: the acquirer does one, and the row's lock makes
// the other find the status changed (422 invalid_state), so the ledger is written once.

type Held = { id: number; status: string; authorizedAmount: number | null; acquirerPaymentId: string | null };

async function authorizedCard(companyId: number, transactionId: number, verb: string): Promise<Held> {
  const t = await prisma.transaction.findFirst({
    where: { id: transactionId, companyId },
    select: { id: true, status: true, authorizedAmount: true, acquirerPaymentId: true, paymentMethod: true },
  });
  if (!t) throw notFound("transaction");
  if (t.status !== "authorized" || !t.acquirerPaymentId)
    throw new ApiError(
      "invalid_state",
      `A ${t.status} transaction cannot be ${verb}; only authorized card payments${verb === "canceled" ? " and waiting boletos" : ""} can`,
      {
        status: t.status,
      },
    );
  return t;
}

/** What the transaction keeps of the acquirer's latest answer. */
const answerOf = (p: CardPayment) => ({
  acquirerResponseCode: p.acquirerResponseCode,
  acquirerResponseMessage: p.acquirerResponseMessage,
});

/**
 * The database half of a capture or a cancel: under the row's lock (still `authorized`, or a
 * concurrent one got there first: invalid_state), the work, its audit entry and the request's
 * answer in one commit.
 */
function underLock(
  opts: { companyId: number; transactionId: number; verb: string; audit?: AuditBy; action: string },
  work: (tx: Tx, t: Locked) => Promise<{ body: Transaction; before: object; after: object }>,
): Promise<Transaction> {
  const { companyId, transactionId, verb, audit, action } = opts;
  return prisma.$transaction(async (tx) => {
    const t = await lockTransactionIn(
      tx,
      { companyId, transactionId, recipients: false },
      ["authorized"],
      (status) => `A ${status} transaction cannot be ${verb}; only authorized card payments can`,
    );
    const { body, before, after } = await work(tx, t);
    if (audit)
      await recordAudit(tx, { companyId, ...audit, action, objectType: "transaction", objectId: t.id, before, after });
    await storeAnswerInTx(tx, body);
    return body;
  });
}

/** The acquirer's answer, or the API's error: a 503 to retry when it did not answer, a 422 when it refused. */
async function ask(what: string, call: () => Promise<CardPayment>): Promise<CardPayment> {
  try {
    return await call();
  } catch (error) {
    if (!isRailError(error)) throw error;
    if (error.details.isRetryable)
      throw new ApiError("rail_unavailable", `The card acquirer did not answer the ${what}; nothing changed, retry`, {
        rail: "card",
      });
    throw new ApiError("capture_refused", `The card acquirer refused the ${what}: ${error.message}`, { rail: "card" });
  }
}

/**
 * The money of a card payment of `amount` (all or part of what was authorized) on a row the caller
 * holds locked: the fee on that amount, the splits in their proportions (rewritten when the amount
 * is not the transaction's), ledger lines and payables. Returns the fee.
 */
export async function writeCardPayment(tx: Tx, t: Locked, { amount, paidAt }: { amount: number; paidAt: Date }) {
  const row = await tx.transaction.findUniqueOrThrow({ where: { id: t.id }, select: { installments: true } });
  const pricing = await companyPricing(tx, t.companyId);
  const fee = computeFee({
    paymentMethod: "credit_card",
    amount,
    installments: row.installments,
    pricing: pricing ?? undefined,
  });
  // the splits follow what was paid: each keeps its proportion, the fee falls where it fell
  const splits = await tx.split.findMany({ where: { transactionId: t.id }, orderBy: { id: "asc" } });
  const amounts = allocateProportionally(
    amount,
    splits.map((s) => s.amount),
  );
  const fees = allocateProportionally(
    fee.estimatedFee,
    splits.map((s) => s.feeAmount),
  );
  const shares = splits.map((s, i) => ({ recipientId: s.recipientId, amount: amounts[i], feeAmount: fees[i] }));
  if (amount !== t.amount)
    for (const [i, s] of splits.entries())
      await tx.split.update({ where: { id: s.id }, data: { amount: amounts[i], feeAmount: fees[i] } });
  const { entries, payables } = paymentLedgerEntries({
    companyId: t.companyId,
    transactionId: t.id,
    method: "credit_card",
    paidAt,
    installments: row.installments,
    pricing,
    shares,
  });
  await tx.ledgerEntry.createMany({ data: entries });
  await tx.payable.createMany({ data: payables });
  return fee;
}

export async function captureTransaction({
  companyId,
  transactionId,
  amount,
  audit,
  now = new Date(),
}: {
  companyId: number;
  transactionId: number;
  amount?: number;
  audit?: AuditBy;
  now?: Date;
}) {
  const held = await authorizedCard(companyId, transactionId, "captured");
  const authorized = held.authorizedAmount!;
  const value = amount ?? authorized;
  if (!Number.isInteger(value) || value <= 0 || value > authorized)
    throw new ApiError("invalid_amount", `A capture takes from 1 to the ${authorized} cents authorized`, {
      field: "amount",
      authorized,
    });
  const payment = await ask("capture", () => cardRail().capture({ paymentId: held.acquirerPaymentId!, amount: value }));
  if (payment.status !== "paid")
    throw new ApiError("capture_refused", `The card acquirer did not capture it (its status: ${payment.status})`, {
      rail: "card",
      acquirerResponseCode: payment.acquirerResponseCode,
    });
  const captured = payment.capturedAmount || value;
  return underLock(
    { companyId, transactionId, verb: "captured", audit, action: "transaction.capture" },
    async (tx, t) => {
      const fee = await writeCardPayment(tx, t, { amount: captured, paidAt: now });
      const body = await saveTransition(tx, t, {
        status: "paid",
        at: now,
        data: {
          paidAmount: captured,
          paidAt: now,
          feeEstimated: fee.estimatedFee,
          feeSpreadPercentage: fee.spreadPercentage,
          netAmount: fee.netAmount,
          ...answerOf(payment),
        },
      });
      return {
        body,
        before: { status: "authorized", authorizedAmount: t.amount },
        after: { status: "paid", paidAmount: captured },
      };
    },
  );
}

/** Voids an authorization at the acquirer: the hold is released and the transaction `canceled`. */
export async function cancelTransaction({
  companyId,
  transactionId,
  audit,
  reason = "voided",
}: {
  companyId: number;
  transactionId: number;
  audit?: AuditBy;
  reason?: string;
}) {
  // a waiting boleto: canceled, written off at its bank in the next remessa, its Pix removed
  const method = await prisma.transaction.findFirst({
    where: { id: transactionId, companyId },
    select: { paymentMethod: true },
  });
  if (method?.paymentMethod === "boleto") return expireTransaction({ companyId, transactionId, cancel: { audit } });
  const held = await authorizedCard(companyId, transactionId, "canceled");
  const payment = await ask("void", () => cardRail().void({ paymentId: held.acquirerPaymentId! }));
  if (payment.status !== "voided")
    throw new ApiError("capture_refused", `The card acquirer did not void it (its status: ${payment.status})`, {
      rail: "card",
    });
  return underLock(
    { companyId, transactionId, verb: "canceled", audit, action: "transaction.cancel" },
    async (tx, t) => {
      const body = await saveTransition(tx, t, { status: "canceled", reason, data: answerOf(payment) });
      return { body, before: { status: "authorized" }, after: { status: "canceled" } };
    },
  );
}

/**
 * Authorizations nobody captured within `days` (CARD_AUTH_CAPTURE_DAYS) are voided: the payer's
 * limit is released and the transaction `canceled` (reason `capture_expired`). An acquirer that
 * does not answer is asked again next round.
 */
export async function voidStaleAuthorizations({
  days,
  now = new Date(),
  limit = 50,
}: {
  days: number;
  now?: Date;
  limit?: number;
}) {
  const stale = await prisma.transaction.findMany({
    where: { status: "authorized", createdAt: { lt: new Date(now.getTime() - days * DAY_MS) } },
    select: { id: true, companyId: true },
    orderBy: { id: "asc" },
    take: limit,
  });
  let voided = 0;
  for (const t of stale)
    await cancelTransaction({ companyId: t.companyId, transactionId: t.id, reason: "capture_expired" }).then(
      () => voided++,
      () => undefined, // changed meanwhile (captured, canceled), or the acquirer is away: next round
    );
  return voided;
}
