import "server-only";

import { prisma, type Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { idempotencyScope, storeAnswerInTx } from "@/lib/platform/idempotency-scope";
import { logWarn } from "@/lib/platform/log";
import { runSql, sql } from "@/lib/platform/sql";
import { cardRail } from "@/lib/rails";
import { type CardPayment, isRailError } from "@/lib/rails/card/port";
import type { Transaction } from "@/lib/schemas/transactions";

import { claimOrderId, isResumableOrder } from "./authorize-card";
import { writeCardPayment } from "./capture-transaction";
import { lockTransaction, saveTransition } from "./lock-transaction";
import { toTransaction, transactionInclude } from "./serialize";

/** A sale younger than this may still be in flight (its request waiting on the acquirer): left alone. */
export const CARD_ATTEMPT_GRACE_MS = 5 * 60_000;

type Attempt = { orderId: string; companyId: number; transactionId: number; status: string | null };

/**
 * Card sales whose request never finished (docs/money.md, Card sales the acquirer did not answer):
 * the process was killed while the acquirer was asked, or the acquirer did not answer and the
 * request was a 503 with its transaction `processing`. The acquirer is asked for each order id:
 * - a `processing` transaction whose request carried an Idempotency-Key (the client retries it with
 *   that key and is answered this transaction) takes the acquirer's truth: `paid` or `authorized`
 *   when it holds a sale, `refused` (`processing_error`) when it has none;
 * - a sale nobody can claim — no transaction was stored (the process died first), or the request had
 *   no key (its 503 told the client to charge again, with a new request) — is released (voided),
 *   and its transaction, if any, refused;
 * an acquirer that still does not answer is asked again next time. A sale whose transaction finished
 * normally is just forgotten. Safe on several instances: each round claims its rows (SKIP LOCKED),
 * and the transaction's row lock makes a retry of the request and the sweep settle it once.
 */
export async function settleCardAttempts({
  now = new Date(),
  limit = 50,
  companyId,
}: {
  now?: Date;
  limit?: number;
  /** one company's attempts only (tests that share a database with other companies' sales in flight) */
  companyId?: number;
} = {}): Promise<number> {
  const before = new Date(now.getTime() - CARD_ATTEMPT_GRACE_MS);
  // claim: mark the rows this round looks at, so another instance's round skips them for a while
  const attempts = await runSql(sql<Attempt>`
    WITH claimed AS (
      SELECT "orderId" FROM "CardAttempt"
       WHERE "createdAt" < ${before} AND ("checkedAt" IS NULL OR "checkedAt" < ${before})
         AND (${companyId ?? null}::int IS NULL OR "companyId" = ${companyId ?? null}::int)
       ORDER BY "createdAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    UPDATE "CardAttempt" a SET "checkedAt" = ${now} FROM claimed WHERE a."orderId" = claimed."orderId"
    RETURNING a."orderId", a."companyId", a."transactionId",
      (SELECT t."status" FROM "Transaction" t WHERE t."id" = a."transactionId") AS "status"`);
  let settled = 0;
  for (const attempt of attempts) if (await settle(attempt)) settled++;
  return settled;
}

const forget = (orderId: string) => runSql(sql`DELETE FROM "CardAttempt" WHERE "orderId" = ${orderId}`);

/**
 * Asks the acquirer about an attempt whose transaction (if any) is still `processing`, and settles
 * it: the transaction as it now stands, `released` when there was none to settle, `pending` when
 * the acquirer's answer is not final or it could not be asked (the attempt is kept for later).
 */
async function settleFromAcquirer(attempt: Attempt): Promise<Transaction | "released" | "pending"> {
  try {
    let payment = await cardRail().find({ orderId: attempt.orderId });
    if (payment?.status === "pending") return "pending";
    const holds = payment && (payment.status === "authorized" || payment.status === "paid");
    if (holds && attempt.status === "processing" && isResumableOrder(attempt.orderId)) {
      const body = await settleProcessing(attempt, payment!);
      await forget(attempt.orderId);
      return body;
    }
    if (holds) {
      const paymentId = payment!.acquirerPaymentId;
      if (!paymentId) return "pending";
      payment = await cardRail().void({ paymentId });
      logWarn("card", `released the acquirer's sale of order ${attempt.orderId}: its request never finished`, {
        transactionId: attempt.transactionId,
      });
    }
    const body = attempt.status === "processing" ? await refuse(attempt, payment) : "released";
    await forget(attempt.orderId);
    return body;
  } catch (error) {
    if (!isRailError(error)) throw error;
    logWarn("card", `the acquirer could not be asked for order ${attempt.orderId}; asking again later`, {
      transactionId: attempt.transactionId,
      problem: error.message,
    });
    return "pending";
  }
}

async function settle(attempt: Attempt): Promise<boolean> {
  // the request finished: its answer is the transaction's
  if (attempt.status !== null && attempt.status !== "processing") return (await forget(attempt.orderId), true);
  return (await settleFromAcquirer(attempt)) !== "pending";
}

/**
 * A retry of a card payment request (its Idempotency-Key taken over) whose earlier attempt was
 * answered 503 with a `processing` transaction: that transaction is settled from the acquirer's
 * answer for the key's order id and is the retry's answer (one sale, never two). Null when no
 * earlier attempt left one, or when it was refused (no sale under the order id): the retry then
 * makes the sale. A 503 again when the acquirer still cannot be asked.
 */
export async function resumeUnansweredSale(companyId: number): Promise<Transaction | null> {
  const claim = idempotencyScope.getStore();
  const orderId = claimOrderId();
  if (!claim || claim.attempt === 1 || !orderId) return null;
  const [attempt] = await runSql(sql<Attempt>`
    SELECT a."orderId", a."companyId", a."transactionId", t."status"::text AS "status"
      FROM "CardAttempt" a JOIN "Transaction" t ON t."id" = a."transactionId"
     WHERE a."orderId" = ${orderId} AND a."companyId" = ${companyId} AND t."status" = 'processing'`);
  if (!attempt) return null;
  const settled = await settleFromAcquirer(attempt);
  if (settled === "pending")
    throw new ApiError(
      "rail_unavailable",
      `The card acquirer did not answer; transaction ${attempt.transactionId} is processing and will be settled, retry with the same Idempotency-Key`,
      { rail: "card", transactionId: attempt.transactionId },
    );
  if (settled === "released" || settled.status === "refused") return null;
  return settled;
}

/**
 * A `processing` transaction the acquirer holds a sale for: `paid` (ledger lines and payables, as
 * a capture writes them) or `authorized`, with what the acquirer said; stored as the request's
 * answer when a retry of it settles it. Already settled by a concurrent retry or sweep: as it stands.
 */
async function settleProcessing(attempt: Attempt, payment: CardPayment): Promise<Transaction> {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, attempt.companyId, attempt.transactionId, { recipients: false });
    if (t.status !== "processing") return asItStands(tx, t.id);
    const acquirer = acquirerFields(payment);
    const now = new Date();
    let body: Transaction;
    if (payment.status === "paid") {
      const paid = payment.capturedAmount || t.amount;
      const fee = await writeCardPayment(tx, t, { amount: paid, paidAt: now });
      body = await saveTransition(tx, t, {
        status: "paid",
        at: now,
        data: {
          ...acquirer,
          authorizedAmount: t.amount,
          paidAmount: paid,
          paidAt: now,
          feeEstimated: fee.estimatedFee,
          feeSpreadPercentage: fee.spreadPercentage,
          netAmount: fee.netAmount,
        },
      });
    } else
      body = await saveTransition(tx, t, {
        status: "authorized",
        at: now,
        data: { ...acquirer, authorizedAmount: t.amount },
      });
    await storeAnswerInTx(tx, body);
    return body;
  });
}

/** What the transaction keeps of the acquirer's sale. */
const acquirerFields = (payment: CardPayment) => ({
  acquirerPaymentId: payment.acquirerPaymentId,
  acquirerResponseCode: payment.acquirerResponseCode,
  acquirerResponseMessage: payment.acquirerResponseMessage,
  tid: payment.tid,
  nsu: payment.nsu,
  authorizationCode: payment.authorizationCode,
});

const asItStands = async (tx: Tx, id: number) =>
  toTransaction(await tx.transaction.findUniqueOrThrow({ where: { id }, include: transactionInclude }));

async function refuse(attempt: Attempt, payment: CardPayment | null): Promise<Transaction> {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, attempt.companyId, attempt.transactionId, { recipients: false });
    if (t.status !== "processing") return asItStands(tx, t.id);
    return saveTransition(tx, t, {
      status: "refused",
      reason: "processing_error",
      data: {
        refusedReason: "processing_error",
        ...(payment && acquirerFields(payment)),
      },
    });
  });
}
